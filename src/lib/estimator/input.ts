// Reads the estimator's URL contract (stream, fy, category, q1, q2, pre, q) into a checked
// input, or into field messages that keep what the visitor typed. Pure: runs in the browser
// and on the result route alike, so both always agree.
import { PLASTIC_CATEGORIES, type PlasticCategory } from "@/content/regulation/plastic-targets";

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

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: RawParams, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const first = Array.isArray(value) ? value[0] : value;
  // A value is kept for the form as typed, only trimmed and bounded in length.
  return typeof first === "string" ? first.trim().slice(0, 40) : undefined;
}

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

function tonnes(
  value: string | undefined,
  label: string,
  required: boolean,
): { value?: number; error?: string } {
  if (value === undefined || value === "") {
    return required ? { error: `Enter ${label} in tonnes (0 if none).` } : { value: 0 };
  }
  // Indian and international digit grouping are both common in what visitors paste.
  const normalised = value.replace(/[,\s_]/g, "");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalised)) {
    if (/^-/.test(normalised)) return { error: `${capitalise(label)} cannot be negative.` };
    return { error: `Enter ${label} as a number of tonnes, such as 120 or 12.5.` };
  }
  const number = Number(normalised);
  if (!Number.isFinite(number)) return { error: `Enter ${label} as a number of tonnes.` };
  if (number > MAX_TONNES) {
    return {
      error: `${capitalise(label)} of more than ${MAX_TONNES.toLocaleString("en-IN")} tonnes is not plausible: check the unit (tonnes, not kilograms).`,
    };
  }
  return { value: number };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function parseEstimatorParams(raw: RawParams): ParsedEstimator {
  const values: EstimatorValues = {};
  for (const field of ESTIMATOR_FIELDS) {
    const value = read(raw, field);
    if (value !== undefined) values[field] = value;
  }
  if (Object.values(values).every((value) => value === "")) return { status: "empty", values };

  const errors: EstimatorErrors = {};
  const stream = values.stream;
  if (stream !== "plastic" && stream !== "ewaste") {
    errors.stream = "Choose plastic packaging or e-waste.";
    return { status: "invalid", values, errors };
  }

  const start = values.fy ? fyStart(values.fy) : undefined;
  if (!values.fy) errors.fy = "Choose the financial year of the obligation.";
  else if (start === undefined) errors.fy = "Enter the financial year as, for example, 2025-26.";
  else if (start > LAST_ACCEPTED_FY_START)
    errors.fy = `Choose a financial year up to ${fyLabel(LAST_ACCEPTED_FY_START)}.`;

  if (stream === "plastic") {
    const category = values.category as PlasticCategory | undefined;
    if (!category || !PLASTIC_CATEGORIES.includes(category)) {
      errors.category = "Choose category I, II, III or IV.";
    }
    const q1 = tonnes(values.q1, "the quantity for the earlier year", true);
    const q2 = tonnes(values.q2, "the quantity for the later year", true);
    const pre = tonnes(values.pre, "pre-consumer plastic packaging waste", false);
    if (q1.error) errors.q1 = q1.error;
    if (q2.error) errors.q2 = q2.error;
    if (pre.error) errors.pre = pre.error;
    if (Object.keys(errors).length > 0) return { status: "invalid", values, errors };
    return {
      status: "ok",
      values,
      input: {
        stream,
        fy: values.fy!,
        category: category!,
        q1: q1.value!,
        q2: q2.value!,
        pre: pre.value!,
      },
    };
  }

  const q = tonnes(values.q, "the quantity placed on the market", true);
  if (q.error) errors.q = q.error;
  if (Object.keys(errors).length > 0) return { status: "invalid", values, errors };
  return { status: "ok", values, input: { stream, fy: values.fy!, q: q.value! } };
}

/** The shareable query string of an input, in the contract's parameter names and order. */
export function toEstimatorQuery(values: EstimatorValues): string {
  const params = new URLSearchParams();
  const fields: readonly EstimatorField[] =
    values.stream === "ewaste"
      ? ["stream", "fy", "q"]
      : ["stream", "fy", "category", "q1", "q2", "pre"];
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== "") params.set(field, value);
  }
  return params.toString();
}
