// Reads the estimator's URL contract into a checked input, or into field messages that keep what
// the visitor typed: one Zod schema per stream, with Zod's tree-shakable build as it also runs in
// the browser (loaded once the form is used). The same rules run as the visitor types, on the
// result route and where a lead carries an estimate, so all three agree.
import * as z from "zod/mini";
import { PLASTIC_CATEGORIES } from "@/content/regulation/plastic-targets";
import { eligibleQuantity, formatTonnes } from "./estimate";
import {
  DEFAULT_ROLE,
  deducts,
  ESTIMATOR_FIELDS,
  ROLES,
  fyLabel,
  fyStart,
  LAST_ACCEPTED_FY_START,
  MAX_TONNES,
  STREAMS,
  type EstimatorErrors,
  type EstimatorField,
  type EstimatorValues,
  type ParsedEstimator,
} from "./input";

// Runs in the browser too, where the Content-Security-Policy forbids eval (lib/leads/intake/schema.ts).
z.config({ jitless: true });

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function read(raw: RawParams, key: string): string | undefined {
  const value = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const first = Array.isArray(value) ? value[0] : value;
  // A value is kept for the form as typed, only trimmed and bounded in length.
  return typeof first === "string" ? first.trim().slice(0, 40) : undefined;
}

/** Digits grouped by commas (or spaces), the Indian way (1,20,000) or the international one. */
const GROUPED = /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})*,\d{3}$/;

/** Tonnes as a visitor types them, or the message that says what to change. */
function readTonnes(value: string, label: string): number | string {
  const number = value.replace(/[\s_]/g, ",");
  const [whole = "", fraction, ...more] = number.split(".");
  if (/^-/.test(number)) return `${capitalise(label)} cannot be negative.`;
  const digitless = whole === "" && !fraction;
  if (more.length > 0 || digitless || !/^[\d,]*$/.test(whole) || !/^\d*$/.test(fraction ?? "")) {
    return `Enter ${label} as a number of tonnes, such as 120 or 12.5.`;
  }
  // A comma is a digit group, never a decimal point: "12,5" is not read as 125.
  if (whole.includes(",") && !GROUPED.test(whole)) {
    return `Write ${label} with a point for decimals, such as 12.5: a comma only groups digits (1,20,000).`;
  }
  if ((fraction ?? "").length > 3) return `Enter ${label} to at most three decimals (a kilogram).`;
  const tonnes = Number(`${whole.replaceAll(",", "") || "0"}.${fraction || "0"}`);
  if (tonnes > MAX_TONNES) {
    return `${capitalise(label)} of more than ${MAX_TONNES.toLocaleString("en-IN")} tonnes is not plausible: check the unit (tonnes, not kilograms).`;
  }
  return tonnes;
}

/** A quantity in tonnes; an optional one left empty is 0. */
function tonnesField(label: string, required: boolean) {
  const missing = `Enter ${label} in tonnes (0 if none).`;
  return z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, ctx) => {
      if (value === undefined || value === "") {
        if (!required) return 0;
        ctx.issues.push({ code: "custom", input: value, message: missing });
        return z.NEVER;
      }
      const tonnes = readTonnes(value, label);
      if (typeof tonnes === "number") return tonnes;
      ctx.issues.push({ code: "custom", input: value, message: tonnes });
      return z.NEVER;
    }),
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CHOOSE_FY = "Choose the financial year of the obligation.";

const financialYear = z.string({ error: CHOOSE_FY }).check(
  z.minLength(1, { error: CHOOSE_FY, abort: true }),
  z.refine((fy) => fyStart(fy) !== undefined, {
    error: "Enter the financial year as, for example, 2025-26.",
    abort: true,
  }),
  z.refine((fy) => fyStart(fy)! <= LAST_ACCEPTED_FY_START, {
    error: `Choose a financial year up to ${fyLabel(LAST_ACCEPTED_FY_START)}.`,
  }),
);

const streamSchema = z.enum(STREAMS, { error: "Choose plastic packaging or e-waste." });

/**
 * Asked for by name, batteries get their own refusal: the Schedule II targets of the Battery
 * Waste Management Rules have not been read in a copy we could cite (docs/epr-estimator.md).
 */
export const BATTERY_REFUSAL =
  "Battery estimates are not offered yet: we have not been able to read the battery rules' target tables (Schedule II) in a copy we can cite, and we do not guess them. Choose plastic packaging or e-waste, or ask us for a battery estimate.";

/** The role, a brand owner when none is given (links made before the form asked it). */
const roleField = z.pipe(
  z.optional(z.string()),
  z.pipe(
    z.transform((value: string | undefined) =>
      value === undefined || value === "" ? DEFAULT_ROLE : value,
    ),
    z.enum(ROLES, { error: "Choose brand owner, producer or importer." }),
  ),
);

const SUPPLIED_LABEL =
  "the quantity supplied to registered brand owners and other registered entities";

const plasticSchema = z
  .object({
    stream: z.literal("plastic"),
    fy: financialYear,
    role: roleField,
    category: z.enum(PLASTIC_CATEGORIES, { error: "Choose category I, II, III or IV." }),
    q1: tonnesField("the quantity for the earlier year", true),
    q2: tonnesField("the quantity for the later year", true),
    pre: tonnesField("pre-consumer plastic packaging waste", false),
    supplied: tonnesField(SUPPLIED_LABEL, false),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (!deducts(input.role)) return;
      const eligible = eligibleQuantity(input);
      if (input.supplied > eligible) {
        ctx.issues.push({
          code: "custom",
          path: ["supplied"],
          input: input.supplied,
          message: `The quantity supplied to registered entities (${formatTonnes(input.supplied)}) cannot be more than the quantity it is deducted from (${formatTonnes(eligible)}: the two years' average plus pre-consumer waste). Check both figures.`,
        });
      }
    }),
  );

/** The estimator's contract for each stream: the fields it reads and what each must be. */
const streamSchemas = {
  plastic: plasticSchema,
  ewaste: z.object({
    stream: z.literal("ewaste"),
    fy: financialYear,
    q: tonnesField("the quantity placed on the market", true),
  }),
} as const;

export function parseEstimatorParams(raw: RawParams): ParsedEstimator {
  const values: EstimatorValues = {};
  for (const field of ESTIMATOR_FIELDS) {
    const value = read(raw, field);
    if (value !== undefined) values[field] = value;
  }
  if (Object.values(values).every((value) => value === "")) return { status: "empty", values };

  if (values.stream === "battery") {
    return { status: "invalid", values, errors: { stream: BATTERY_REFUSAL } };
  }
  const stream = streamSchema.safeParse(values.stream);
  if (!stream.success) {
    return { status: "invalid", values, errors: { stream: stream.error.issues[0]!.message } };
  }
  // A brand owner deducts nothing: a value left in the deduction's field is neither read nor
  // checked (with JavaScript the field is hidden for a brand owner).
  const checked =
    stream.data === "plastic" && !deducts(values.role)
      ? { ...values, supplied: undefined }
      : values;
  const parsed = streamSchemas[stream.data].safeParse(checked);
  if (parsed.success) return { status: "ok", values, input: parsed.data };
  const errors: EstimatorErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EstimatorField;
    errors[field] ??= issue.message;
  }
  return { status: "invalid", values, errors };
}
