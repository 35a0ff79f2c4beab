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

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
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
