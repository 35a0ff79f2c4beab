// The names, limits and helpers of an enquiry's fields, free of the validation library, so the
// forms can import them without shipping the schema (./schema.ts) in the first page load.

export const LEAD_KINDS = ["contact", "consultation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const EPR_TYPES = ["plastic", "e-waste", "battery"] as const;
export type EprType = (typeof EPR_TYPES)[number];
export const eprTypeLabels: Record<EprType, string> = {
  plastic: "Plastic",
  "e-waste": "E-Waste",
  battery: "Battery",
};

export const limits = {
  name: 100,
  company: 150,
  email: 254,
  phone: 25,
  message: 2000,
  page: 200,
  estimate: 300,
};

/** The honeypot's field name: a plausible word so form-filling bots complete it. */
export const HONEYPOT_FIELD = "website";

/** Fields a visitor fills in, in the order the forms show them (used to focus the first error). */
export const FIELD_ORDER = ["company", "name", "phone", "email", "eprType", "message"] as const;
export type LeadField = (typeof FIELD_ORDER)[number];

export type FieldErrors = Partial<Record<string, string[]>>;

/** What the visitor typed, as strings, so every error answer can give it back unchanged. */
export type LeadValues = Partial<Record<LeadField | "marketingOptIn", string>>;

/** Reads a submitted form into plain values; unknown fields are ignored. */
/** Hidden field carrying the form's idempotency key; never part of the lead itself. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

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
