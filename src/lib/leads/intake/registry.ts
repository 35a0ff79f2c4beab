// The one list of what a visitor tells us on a lead form. The validation (schema.ts), the forms'
// raw values (fields.ts), storage (../store.ts), the notification and webhook
// (../delivery/notify.ts), the exports (../export.ts), the staff lead page and the correction form
// read it, so a new field is one entry here plus its column (src/lib/db/schema.ts and a
// migration). Free of the validation library and of server code: the forms import it.
import type { LeadRow } from "@/lib/db/schema";
import { formatIndianPhone } from "@/lib/phone";
import {
  LEAD_SERVICES,
  PICKUP_FREQUENCIES,
  pickupFrequencyLabels,
  serviceLabels,
} from "@/content/lead-services";

export const LEAD_KINDS = ["contact", "consultation"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const EPR_TYPES = ["plastic", "e-waste", "battery"] as const;
export type EprType = (typeof EPR_TYPES)[number];
export const eprTypeLabels: Record<EprType, string> = {
  plastic: "Plastic",
  "e-waste": "E-Waste",
  battery: "Battery",
};

/** How a field's value is checked and cleaned (schema.ts turns each into a Zod schema). */
export type FieldInput =
  | { type: "line"; max: number; tooLong: string }
  | { type: "text"; max: number; tooLong: string }
  | { type: "phone" }
  | { type: "email"; max: number }
  | {
      type: "choice";
      options: readonly string[];
      labels: Readonly<Record<string, string>>;
      invalid: string;
    };

export type LeadFieldDef = {
  /** The form's and the API's name for it. */
  name: string;
  /** What staff see it called (the forms may word their own label for visitors). */
  label: string;
  /** Where it is stored. */
  column: keyof LeadRow & string;
  /** Its column in the CSV and its key in the JSON export and the webhook. */
  key: string;
  input: FieldInput;
  /** The forms that ask it: the message when left empty, or null when it may be left empty. */
  asked: Partial<Record<LeadKind, string | null>>;
  /** Staff may correct it on the lead page; what a refused correction says. */
  correction?: string;
  /** Staff pages show it only when the visitor gave it (a detail few enquiries have). */
  onlyWhenGiven?: boolean;
  /** Staff pages show it on every lead, also where the form does not ask it (it is implied). */
  everyLead?: boolean;
};

export const LEAD_FIELDS = [
  {
    name: "company",
    label: "Company",
    column: "company",
    key: "company",
    input: { type: "line", max: 150, tooLong: "Keep the company name under 150 characters." },
    asked: { consultation: "Enter your company name.", contact: null },
    correction: "Keep the company to 150 characters.",
  },
  {
    name: "name",
    label: "Name",
    column: "name",
    key: "name",
    input: { type: "line", max: 100, tooLong: "Keep your name under 100 characters." },
    asked: { contact: "Enter your name.", consultation: null },
    correction: "Keep the name to 100 characters.",
  },
  {
    name: "phone",
    label: "Phone",
    column: "phoneE164",
    key: "phone",
    input: { type: "phone" },
    asked: { contact: "Enter your phone number.", consultation: "Enter your phone number." },
    correction: "Enter an Indian phone number, like 98765 43210.",
  },
  {
    name: "email",
    label: "E-mail",
    column: "email",
    key: "email",
    input: { type: "email", max: 254 },
    asked: {
      contact: "Enter your e-mail address.",
      consultation: "Enter your e-mail address.",
    },
    correction: "Enter an e-mail address like name@example.com.",
  },
  {
    name: "service",
    everyLead: true,
    label: "Service",
    column: "service",
    key: "service",
    input: {
      type: "choice",
      options: LEAD_SERVICES,
      labels: serviceLabels,
      invalid: "Choose what your enquiry is about from the list.",
    },
    // A consultation is about EPR; a contact enquiry left blank takes its page's service
    // (services.ts: serviceOfLead).
    asked: { contact: null },
  },
  {
    name: "eprType",
    label: "EPR type",
    column: "eprType",
    key: "epr_type",
    input: {
      type: "choice",
      options: EPR_TYPES,
      labels: eprTypeLabels,
      invalid: "Choose the EPR type: Plastic, E-Waste or Battery.",
    },
    asked: { consultation: "Choose the EPR type: Plastic, E-Waste or Battery." },
  },
  {
    name: "pickupArea",
    onlyWhenGiven: true,
    label: "Pickup address or area",
    column: "pickupArea",
    key: "pickup_area",
    input: { type: "line", max: 200, tooLong: "Keep the address or area under 200 characters." },
    asked: { contact: null },
  },
  {
    name: "wasteType",
    onlyWhenGiven: true,
    label: "Waste to collect",
    column: "wasteType",
    key: "waste_type",
    input: { type: "line", max: 150, tooLong: "Keep the waste type under 150 characters." },
    asked: { contact: null },
  },
  {
    name: "wasteVolume",
    onlyWhenGiven: true,
    label: "Quantity",
    column: "wasteVolume",
    key: "waste_volume",
    input: { type: "line", max: 100, tooLong: "Keep the quantity under 100 characters." },
    asked: { contact: null },
  },
  {
    name: "pickupFrequency",
    onlyWhenGiven: true,
    label: "How often",
    column: "pickupFrequency",
    key: "pickup_frequency",
    input: {
      type: "choice",
      options: PICKUP_FREQUENCIES,
      labels: pickupFrequencyLabels,
      invalid: "Choose how often from the list.",
    },
    asked: { contact: null },
  },
  {
    name: "message",
    label: "Message",
    column: "message",
    key: "message",
    input: { type: "text", max: 2000, tooLong: "Keep your message under 2000 characters." },
    asked: { contact: null, consultation: null },
  },
] as const satisfies readonly LeadFieldDef[];

export type LeadFieldName = (typeof LEAD_FIELDS)[number]["name"];

/** The fields a form of this kind asks, in the registry's order. */
export function fieldsOf(kind: LeadKind): readonly LeadFieldDef[] {
  return LEAD_FIELDS.filter((field: LeadFieldDef) => kind in field.asked);
}

export function fieldDef(name: LeadFieldName): LeadFieldDef {
  return LEAD_FIELDS.find((field) => field.name === name) as LeadFieldDef;
}

/** A stored value as staff read it: a choice by its label, a phone as it is dialled. */
export function showValue(field: LeadFieldDef, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const text = String(value);
  if (field.input.type === "choice") return field.input.labels[text] ?? text;
  if (field.input.type === "phone") return formatIndianPhone(text);
  return text;
}
