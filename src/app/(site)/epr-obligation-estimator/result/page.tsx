import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { toEstimatorQuery } from "@/lib/estimator/input";
import { parseEstimatorParams } from "@/lib/estimator/parse";
import { ESTIMATOR_PATH, RESULT_PATH } from "@/lib/estimator/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import { EstimatorPage, estimatorMeta } from "../_components/estimator-page";

// Every answer shares the one canonical estimator page and stays out of search results.
export const metadata: Metadata = {
  ...buildMetadata({ ...estimatorMeta, path: ESTIMATOR_PATH }),
  robots: { index: false, follow: true },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The answer to the estimator's GET form: the same page, server-rendered with the result. */
export default async function EstimatorResultPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const parsed = parseEstimatorParams(await searchParams);
  if (parsed.status === "empty") redirect(ESTIMATOR_PATH);
  // The plain form also sends the other stream's empty fields: answer on the contract's URL.
  const query = toEstimatorQuery(parsed.values);
  const raw = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).filter((x): x is string => x !== undefined).map((x) => [k, x]),
    ),
  ).toString();
  if (raw !== query) redirect(`${RESULT_PATH}?${query}`);
  return <EstimatorPage initial={parsed} />;
}
