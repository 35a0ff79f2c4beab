import { AboutSection } from "./_components/about-section";
import { BattlefieldSection } from "./_components/battlefield-section";
import { ClosingCta } from "./_components/closing-cta";
import { ExploreBanner } from "./_components/explore-banner";
import { FounderMessage } from "./_components/founder-message";
import { HomeHero } from "./_components/home-hero";
import { ImpactCounters } from "./_components/impact-counters";
import { ImpactGallerySection } from "./_components/impact-gallery-section";
import { QuoteBanner } from "./_components/quote-banner";
import { ServicesList } from "./_components/services-list";
import { TestimonialsMarquee } from "./_components/testimonials-marquee";
import { WhyUsCarousel } from "./_components/why-us-carousel";
import { ContactBlock } from "@/components/leads/contact-block";
import { JsonLd } from "@/components/ui/json-ld";
import { homeMeta } from "@/content/home";
import { mainOffice } from "@/content/offices";
import { SAMPLE_DATA } from "@/content/sample";
import { getOffices } from "@/lib/company-content";
import { getSiteSettings } from "@/lib/company-content/settings";
import { ogImagePath } from "@/lib/seo/og-image-path";
import { buildMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";

// The share image is the generated 1200x630 card for this page.
export const metadata = buildMetadata({
  ...homeMeta,
  path: "/",
  ogImage: ogImagePath("/"),
  ogType: "website",
});

export default async function HomePage() {
  const [contact, offices] = await Promise.all([getSiteSettings(), getOffices()]);
  // The address only of a real office (WordPress's, or the defaults once they are not samples).
  const office = !offices.sample || !SAMPLE_DATA ? mainOffice(offices.items) : undefined;
  return (
    <>
      <JsonLd data={organizationJsonLd(contact, office)} />
      <HomeHero />
      <ExploreBanner />
      <QuoteBanner />
      <ServicesList />
      <WhyUsCarousel />
      <ImpactCounters />
      <ContactBlock page="/" />
      <FounderMessage />
      <ClosingCta />
      <ImpactGallerySection />
      <AboutSection />
      <BattlefieldSection />
      <TestimonialsMarquee />
    </>
  );
}
