// The names, limits and helpers of an enquiry's fields, free of the validation library, so the
// forms can import them without shipping the schema (./schema.ts) in the first page load.

import { fieldDef, LEAD_FIELDS, type LeadFieldName } from "@/lib/leads/intake/registry";

export {
  EPR_TYPES,
  eprTypeLabels,
  LEAD_KINDS,
  type EprType,
  type LeadKind,
} from "@/lib/leads/intake/registry";

function maxOf(name: LeadFieldName): number {
  const input = fieldDef(name).input;
  return "max" in input ? input.max : 0;
}

/** Lengths the forms' inputs allow (the registry's), and of the hidden page and estimate. */
export const limits = {
  name: maxOf("name"),
  company: maxOf("company"),
  email: maxOf("email"),
  phone: 25,
  message: maxOf("message"),
  pickupArea: maxOf("pickupArea"),
  wasteType: maxOf("wasteType"),
  wasteVolume: maxOf("wasteVolume"),
  page: 200,
  estimate: 300,
};

/** The honeypot's field name: a plausible word so form-filling bots complete it. */
export const HONEYPOT_FIELD = "website";

/** Fields a visitor fills in, in the order the forms show them (used to focus the first error). */
export const FIELD_ORDER: readonly LeadFieldName[] = LEAD_FIELDS.map((field) => field.name);
export type LeadField = LeadFieldName;

export type FieldErrors = Partial<Record<string, string[]>>;

/** What the visitor typed, as strings, so every error answer can give it back unchanged. */
export type LeadValues = Partial<Record<LeadField | "marketingOptIn", string>>;

/** Hidden field carrying the form's idempotency key; never part of the lead itself. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** Reads a submitted form into plain values; unknown fields are ignored. */
export function formDataToRaw(form: FormData): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of [
    "kind",
    ...FIELD_ORDER,
    "page",
    "marketingOptIn",
    "estimate",
    HONEYPOT_FIELD,
  ]) {
    const value = form.get(key);
    if (typeof value === "string") raw[key] = value;
  }
  return raw;
}

/** The first field with an error, in the order the form shows its fields. */
export function firstErrorField(
  errors: FieldErrors,
  order: readonly LeadField[] = FIELD_ORDER,
): LeadField | undefined {
  return order.find((field) => errors[field]?.length);
}
