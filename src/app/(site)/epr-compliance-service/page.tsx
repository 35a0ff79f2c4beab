import { ContactBlock } from "@/components/leads/contact-block";
import { ContactBanner } from "@/components/sections/epr/contact-banner";
import { DigitalSection } from "@/components/sections/epr/digital-section";
import { EprHero } from "@/components/sections/epr/epr-hero";
import { FaqSection } from "@/components/sections/epr/faq-section";
import { HowItWorksSection } from "@/components/sections/epr/how-it-works-section";
import { PartnerSection } from "@/components/sections/epr/partner-section";
import { ProcessSection } from "@/components/sections/epr/process-section";
import { QuotesSection } from "@/components/sections/epr/quotes-section";
import { ResourcesGrid } from "@/components/sections/epr/resources-grid";
import { TestimonialsMarquee } from "@/components/sections/epr/testimonials-marquee";
import { TitansMarquee } from "@/components/sections/epr/titans-marquee";
import { WasteTypeTabs } from "@/components/sections/epr/waste-type-tabs";
import { WhyUsSection } from "@/components/sections/epr/why-us-section";
import { JsonLd } from "@/components/ui/json-ld";
import { eprPage } from "@/content/services/epr";
import { buildMetadata } from "@/lib/seo";
import { serviceJsonLd } from "@/lib/structured-data";

export const metadata = buildMetadata({
  title: eprPage.meta.title,
  description: eprPage.meta.description,
  keywords: eprPage.meta.keywords,
  path: eprPage.path,
  ogType: "website",
});

const wasteTypesId = "waste-types";

/** The spec's thirteen sections in order, then the shared contact form they lead to. */
export default function EprCompliancePage() {
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
      <EprHero />
      <PartnerSection exploreTarget={wasteTypesId} />
      <DigitalSection />
      <WasteTypeTabs id={wasteTypesId} />
      <WhyUsSection />
      <TitansMarquee />
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
