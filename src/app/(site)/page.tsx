import { AboutSection } from "@/components/sections/home/about-section";
import { BattlefieldSection } from "@/components/sections/home/battlefield-section";
import { ClosingCta } from "@/components/sections/home/closing-cta";
import { ExploreBanner } from "@/components/sections/home/explore-banner";
import { FounderMessage } from "@/components/sections/home/founder-message";
import { HomeHero } from "@/components/sections/home/home-hero";
import { ImpactCounters } from "@/components/sections/home/impact-counters";
import { ImpactGallerySection } from "@/components/sections/home/impact-gallery-section";
import { QuoteBanner } from "@/components/sections/home/quote-banner";
import { ServicesList } from "@/components/sections/home/services-list";
import { TestimonialsMarquee } from "@/components/sections/home/testimonials-marquee";
import { WhyUsCarousel } from "@/components/sections/home/why-us-carousel";
import { ContactBlock } from "@/components/leads/contact-block";
import { JsonLd } from "@/components/ui/json-ld";
import { homeMeta } from "@/content/home";
import { ogImagePath } from "@/lib/og-image-path";
import { buildMetadata } from "@/lib/seo";
import { organizationJsonLd } from "@/lib/structured-data";

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
