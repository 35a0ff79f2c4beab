// The estimator's URL contract (stream, fy, category, q1, q2, pre, q): its fields and types, the
// financial years and the shareable query. Its checks are in ./parse.ts, which the browser loads
// only once the form is used.
import type { PlasticCategory } from "@/content/regulation/plastic-targets";

export const ESTIMATOR_FIELDS = ["stream", "fy", "category", "q1", "q2", "pre", "q"] as const;
export type EstimatorField = (typeof ESTIMATOR_FIELDS)[number];
export type EstimatorValues = Partial<Record<EstimatorField, string>>;
export type EstimatorErrors = Partial<Record<EstimatorField, string>>;

export const STREAMS = ["plastic", "ewaste"] as const;
export type Stream = (typeof STREAMS)[number];

/** More than any producer places on the Indian market in a year: a typo, not a quantity. */
export const MAX_TONNES = 10_000_000;
/** The furthest year the estimator carries the last published figure forward to. */
export const LAST_ACCEPTED_FY_START = 2049;

export type EstimatorInput =
  | {
      stream: "plastic";
      fy: string;
      category: PlasticCategory;
      q1: number;
      q2: number;
      pre: number;
    }
  | { stream: "ewaste"; fy: string; q: number };

export type ParsedEstimator =
  | { status: "empty"; values: EstimatorValues }
  | { status: "invalid"; values: EstimatorValues; errors: EstimatorErrors }
  | { status: "ok"; values: EstimatorValues; input: EstimatorInput };

/** Financial year "2025-26" to its starting calendar year, or undefined if it is not one. */
export function fyStart(fy: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) return undefined;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : undefined;
}

export function fyLabel(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The financial year (April to March, in India) that `now` falls in, such as "2026-27". */
export function currentFy(now: Date): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  return fyLabel(india.getUTCMonth() >= 3 ? year : year - 1);
}

/** The shareable query string of an input, in the contract's parameter names and order. */
export function toEstimatorQuery(values: EstimatorValues): string {
  const params = new URLSearchParams();
  // With no stream chosen yet, every typed value is kept for the form to show again.
  const fields: readonly EstimatorField[] =
    values.stream === "ewaste"
      ? ["stream", "fy", "q"]
      : values.stream === "plastic"
        ? ["stream", "fy", "category", "q1", "q2", "pre"]
        : ESTIMATOR_FIELDS;
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== "") params.set(field, value);
  }
  return params.toString();
}
