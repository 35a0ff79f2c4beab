import { ESTIMATOR_PATH } from "@/lib/estimator/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import { webApplicationJsonLd } from "@/lib/seo/structured-data";
import { EstimatorPage, estimatorMeta } from "./_components/estimator-page";

// Static and cached: the calculation runs in the browser, and the form's GET answer lives on
// the search-only /result route. Drawn again once a day, so the year the form starts on is
// the financial year running (from 1 April).
export const dynamic = "force-static";
export const revalidate = 86400;

export const metadata = buildMetadata({
  ...estimatorMeta,
  path: ESTIMATOR_PATH,
  keywords: ["EPR target calculator", "plastic EPR obligation", "e-waste EPR target"],
});

export default function EprObligationEstimatorPage() {
  return (
    <EstimatorPage
      initial={{ status: "empty", values: {} }}
      jsonLd={webApplicationJsonLd({
        name: "EPR obligation estimator",
        description: estimatorMeta.description,
        path: ESTIMATOR_PATH,
      })}
    />
  );
}
