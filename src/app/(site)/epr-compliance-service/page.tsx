import { ContactBlock } from "@/components/leads/contact-block";
import { ContactBanner } from "./_components/contact-banner";
import { DigitalSection } from "./_components/digital-section";
import { EprHero } from "./_components/epr-hero";
import { FaqSection } from "./_components/faq-section";
import { HowItWorksSection } from "./_components/how-it-works-section";
import { PartnerSection } from "./_components/partner-section";
import { ProcessSection } from "./_components/process-section";
import { QuotesSection } from "./_components/quotes-section";
import { ResourcesGrid } from "./_components/resources-grid";
import { TestimonialsMarquee } from "./_components/testimonials-marquee";
import { TitansMarquee } from "./_components/titans-marquee";
import { WasteTypeTabs } from "./_components/waste-type-tabs";
import { WhyUsSection } from "./_components/why-us-section";
import { JsonLd } from "@/components/ui/json-ld";
import { eprPage } from "@/content/services/epr";
import { getClients } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";
import { serviceJsonLd } from "@/lib/seo/structured-data";

export const metadata = buildMetadata({
  title: eprPage.meta.title,
  description: eprPage.meta.description,
  keywords: eprPage.meta.keywords,
  path: eprPage.path,
  ogType: "website",
});

const wasteTypesId = "waste-types";

/** The page's thirteen sections in order, then the shared contact form they lead to. */
export default async function EprCompliancePage() {
  const clients = await getClients();
  return (
    <>
      <JsonLd
        data={serviceJsonLd({
          name: "EPR compliance service",
          description: eprPage.meta.description,
          path: eprPage.path,
          serviceType: eprPage.serviceType,
          areaServed: eprPage.areaServed,
        })}
      />
      <EprHero clients={clients} />
      <PartnerSection exploreTarget={wasteTypesId} />
      <DigitalSection />
      <WasteTypeTabs id={wasteTypesId} />
      <WhyUsSection />
      <TitansMarquee clients={clients} />
      <HowItWorksSection />
      <ProcessSection />
      <TestimonialsMarquee />
      <QuotesSection />
      <FaqSection />
      <ResourcesGrid />
      <ContactBanner formTarget="contact" />
      <ContactBlock page={eprPage.path} heading="Send us your EPR enquiry" />
    </>
  );
}
