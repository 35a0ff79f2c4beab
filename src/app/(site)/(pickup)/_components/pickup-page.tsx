import type { Metadata } from "next";
import { ContactBlock } from "@/components/leads/contact-block";
import { JsonLd } from "@/components/ui/json-ld";
import type { industrialPage } from "@/content/services/industrial";
import { pickupAreaServed } from "@/content/services/pickup";
import type { residentialPage } from "@/content/services/residential";
import { buildMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og-image-path";
import { serviceJsonLd } from "@/lib/seo/structured-data";
import { ExploreBlock } from "./explore-block";
import { FeaturePanel } from "./feature-panel";
import { GetStartedBand } from "./get-started-band";
import { PickupBanner } from "./pickup-banner";
import { PickupCounters } from "./pickup-counters";
import { PickupFaqs } from "./pickup-faqs";
import { RegulationNotes } from "./regulation-notes";
import { ServiceTerms } from "./service-terms";
import { WasteShowcaseSection } from "./waste-showcase-section";

type PickupContent = typeof industrialPage | typeof residentialPage;

type Props = {
  page: PickupContent;
  /** The breadcrumb's name for this page. */
  crumb: string;
  faqs: "industrialwaste" | "residentialwaste";
  /** Businesses hand over e-waste in bulk, so the industrial page adds its rules. */
  showEWaste?: boolean;
};

/** The share image is the generated 1200x630 card for the page. */
export function pickupMetadata(page: PickupContent): Metadata {
  return buildMetadata({
    ...page.meta,
    path: page.path,
    ogImage: ogImagePath(page.path),
    ogType: "website",
  });
}

/**
 * The body both pickup pages share, section by section. The industrial page's content adds a
 * features panel and onboarding steps; the component shows them when the content has them.
 */
export function PickupPage({ page, crumb, faqs, showEWaste = false }: Props) {
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
      <PickupBanner
        {...page.banner}
        crumbs={[
          { name: "Home", path: "/" },
          { name: crumb, path: page.path },
        ]}
      />
      <ExploreBlock {...page.explore} />
      <WasteShowcaseSection {...page.showcase} />
      <PickupCounters {...page.counters} />
      <GetStartedBand {...page.getStarted} />
      {"features" in page ? <FeaturePanel {...page.features} /> : null}
      <ServiceTerms onboarding={"onboarding" in page ? page.onboarding : undefined} />
      <RegulationNotes showEWaste={showEWaste} />
      <PickupFaqs pageType={faqs} />
      <ContactBlock page={page.path} />
    </>
  );
}
