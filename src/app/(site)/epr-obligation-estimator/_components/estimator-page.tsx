import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import type { ParsedEstimator } from "@/lib/estimator/input";
import { ESTIMATOR_PATH } from "@/lib/estimator/paths";
import { Estimator } from "./estimator";
import { TargetTables } from "./target-tables";

export const estimatorMeta = {
  title: "EPR obligation estimator: plastic packaging and e-waste",
  description:
    "Estimate your plastic packaging or e-waste EPR obligation for a financial year, with the rule, schedule and gazette source behind every figure.",
};

const crumbs = [
  { name: "Home", path: "/" },
  { name: "EPR Compliance", path: "/epr-compliance-service" },
  { name: "EPR obligation estimator", path: ESTIMATOR_PATH },
];

/**
 * The estimator page's body, shared by the static page and the result route, with the form's
 * starting values as the server read them.
 */
export function EstimatorPage({ initial, jsonLd }: { initial: ParsedEstimator; jsonLd?: object }) {
  return (
    <div className="from-brand-50 bg-gradient-to-b to-white to-30% pt-6 pb-16 sm:pb-20">
      {/* The breadcrumb trail brings its own BreadcrumbList. */}
      {jsonLd ? <JsonLd data={jsonLd as Record<string, unknown>} /> : null}
      <Container>
        <Breadcrumbs items={crumbs} />
        <header className="mt-6 mb-8 max-w-3xl">
          <h1 className="text-ink text-3xl font-extrabold sm:text-5xl">
            How much EPR do you owe this year?
          </h1>
          <p className="text-muted mt-4 text-lg">
            Enter what you placed on the market and see your plastic packaging or e-waste obligation
            for a financial year, worked out line by line from the published rules. An estimate, not
            legal advice: the CPCB&apos;s EPR portal computes the binding target.
          </p>
        </header>
        <Estimator initial={initial} />
        <TargetTables />
      </Container>
    </div>
  );
}
