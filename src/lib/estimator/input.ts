// The estimator's URL contract (stream, fy, role, category, q1, q2, pre, supplied, q): its fields and types, the
// financial years and the shareable query. Its checks are in ./parse.ts, which the browser loads
// only once the form is used.
import type { PlasticCategory } from "@/content/regulation/plastic-targets";

export const ESTIMATOR_FIELDS = [
  "stream",
  "fy",
  "role",
  "category",
  "q1",
  "q2",
  "pre",
  "supplied",
  "q",
] as const;
export type EstimatorField = (typeof ESTIMATOR_FIELDS)[number];
export type EstimatorValues = Partial<Record<EstimatorField, string>>;
export type EstimatorErrors = Partial<Record<EstimatorField, string>>;

export const STREAMS = ["plastic", "ewaste"] as const;
export type Stream = (typeof STREAMS)[number];

/**
 * Who places the plastic packaging on the market. A brand owner's eligible quantity is the
 * average of the two previous years plus pre-consumer waste; a producer or importer then deducts
 * what it supplied to registered brand owners and other registered entities (`supplied`).
 */
export const ROLES = ["brand-owner", "producer", "importer"] as const;
export type Role = (typeof ROLES)[number];
/** The role a query without one means: every link made before roles existed. */
export const DEFAULT_ROLE: Role = "brand-owner";
export const roleLabels: Record<Role, string> = {
  "brand-owner": "Brand owner",
  producer: "Producer",
  importer: "Importer",
};
/** Whether a role deducts supplies to registered entities from its quantity. */
export const deducts = (role: string | undefined) => role === "producer" || role === "importer";

/** More than any producer places on the Indian market in a year: a typo, not a quantity. */
export const MAX_TONNES = 10_000_000;
/** The furthest year the estimator carries the last published figure forward to. */
export const LAST_ACCEPTED_FY_START = 2049;

export type EstimatorInput =
  | {
      stream: "plastic";
      fy: string;
      role: Role;
      category: PlasticCategory;
      q1: number;
      q2: number;
      pre: number;
      /** Tonnes supplied to registered brand owners and others; 0 for a brand owner. */
      supplied: number;
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
  // With no stream chosen yet, every typed value is kept for the form to show again. The
  // default role is left out, so links made before roles existed stay the canonical ones, and
  // so is a brand owner's (hidden, unused) deduction.
  const role = values.role === DEFAULT_ROLE ? undefined : values.role;
  const fields: readonly EstimatorField[] =
    values.stream === "ewaste"
      ? ["stream", "fy", "q"]
      : values.stream === "plastic"
        ? [
            "stream",
            "fy",
            ...(role ? (["role"] as const) : []),
            "category",
            "q1",
            "q2",
            "pre",
            ...(deducts(role) ? (["supplied"] as const) : []),
          ]
        : ESTIMATOR_FIELDS;
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== "") params.set(field, value);
  }
  return params.toString();
}
