import { ContactBlock } from "@/components/leads/contact-block";
import { ExploreBlock } from "@/components/sections/pickup/explore-block";
import { GetStartedBand } from "@/components/sections/pickup/get-started-band";
import { PickupBanner } from "@/components/sections/pickup/pickup-banner";
import { PickupCounters } from "@/components/sections/pickup/pickup-counters";
import { PickupFaqs } from "@/components/sections/pickup/pickup-faqs";
import { RegulationNotes } from "@/components/sections/pickup/regulation-notes";
import { ServiceTerms } from "@/components/sections/pickup/service-terms";
import { WasteShowcaseSection } from "@/components/sections/pickup/waste-showcase-section";
import { JsonLd } from "@/components/ui/json-ld";
import { residentialPage as page } from "@/content/services/residential";
import { pickupAreaServed } from "@/content/services/pickup";
import { ogImagePath } from "@/lib/og-image-path";
import { buildMetadata } from "@/lib/seo";
import { serviceJsonLd } from "@/lib/structured-data";

// The share image is the generated 1200x630 card for this page.
export const metadata = buildMetadata({
  ...page.meta,
  path: page.path,
  ogImage: ogImagePath(page.path),
  ogType: "website",
});

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Residential Waste Pickup", path: page.path },
];

export default function ResidentialWastePickupPage() {
  return (
    <>
      <JsonLd
        data={serviceJsonLd({
          name: page.banner.title,
          description: page.meta.description,
          path: page.path,
          serviceType: page.serviceType,
          areaServed: pickupAreaServed,
        })}
      />
      <PickupBanner {...page.banner} crumbs={crumbs} />
      <ExploreBlock {...page.explore} />
      <WasteShowcaseSection {...page.showcase} />
      <PickupCounters {...page.counters} />
      <GetStartedBand {...page.getStarted} />
      <ServiceTerms />
      <RegulationNotes />
      <PickupFaqs pageType="residentialwaste" />
      <ContactBlock page={page.path} />
    </>
  );
}
