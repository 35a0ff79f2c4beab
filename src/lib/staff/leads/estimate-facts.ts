// The estimate a consultation was sent with, as staff read it: what the visitor entered (role,
// category, year, quantities) and where its result page is. Read from the stored query string
// with the estimator's own parser, so it says what the visitor saw.
import { plasticCategoryLabels } from "@/content/regulation/plastic-targets";
import { previousYears } from "@/lib/estimator/estimate";
import { fyStart, roleLabels } from "@/lib/estimator/input";
import { parseEstimatorParams } from "@/lib/estimator/parse";
import { RESULT_PATH } from "@/lib/estimator/paths";

const streamLabels: Record<string, string> = {
  plastic: "Plastic packaging",
  ewaste: "E-waste",
  battery: "Batteries",
};

const lookup = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;
const tonnes = (value: string) => `${value} t`;

/** Each parameter the estimator takes: its label (given the year) and how its value reads. */
const PARAMS: Record<
  string,
  [label: (years: [string, string]) => string, show: (v: string) => string]
> = {
  stream: [() => "Waste stream", lookup(streamLabels)],
  fy: [() => "Financial year", (v) => v],
  role: [() => "Role", lookup(roleLabels)],
  category: [() => "Category", lookup(plasticCategoryLabels)],
  q1: [([earlier]) => `Placed on the market in ${earlier}`, tonnes],
  q2: [([, later]) => `Placed on the market in ${later}`, tonnes],
  pre: [() => "Pre-consumer waste", tonnes],
  supplied: [() => "Supplied to registered entities", tonnes],
  q: [() => "Placed on the market in the look-back year", tonnes],
};

export type EstimateFacts = {
  /** What the visitor entered, label and value. */
  inputs: [string, string][];
  /** The result as computed when the lead arrived. */
  summary: string;
  /** The estimate's own result page, as the visitor saw it. */
  href: string;
};

export function estimateFacts(query: string | null, summary: string | null): EstimateFacts | null {
  if (!query) return null;
  const values = parseEstimatorParams(new URLSearchParams(query)).values as Record<
    string,
    string | undefined
  >;
  const fy = values.fy && fyStart(values.fy) !== undefined ? values.fy : undefined;
  const years: [string, string] = fy
    ? previousYears(fy)
    : ["the year before last", "the previous year"];
  const inputs: [string, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (!value) continue;
    const param = PARAMS[key];
    inputs.push(param ? [param[0](years), param[1](value)] : [key, value]);
  }
  return { inputs, summary: summary ?? "", href: `${RESULT_PATH}?${query}` };
}
