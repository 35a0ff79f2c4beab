// The details a staff correction changes, and what its form shows after a refusal. Free of
// server code: the form is a client component, as it keeps what was typed.

import type { LeadRow } from "@/lib/db/schema";
import { LEAD_FIELDS, showValue } from "@/lib/leads/intake/registry";

/** The registry's fields staff may correct: those with a `correction` message. */
export type CorrectableField = Extract<(typeof LEAD_FIELDS)[number], { correction: string }>;
export type CorrectionField = CorrectableField["name"];
export const CORRECTABLE_FIELDS: readonly CorrectableField[] = LEAD_FIELDS.filter(
  (field): field is CorrectableField => "correction" in field,
);
export const CORRECTION_FIELDS: readonly CorrectionField[] = CORRECTABLE_FIELDS.map(
  (field) => field.name,
);

/**
 * The answer to the last correction: saved, or refused with what was typed (kept) and the
 * fields to fix. Empty before any.
 */
export type CorrectionState = {
  saved?: boolean;
  values?: Record<CorrectionField, string>;
  errors?: Partial<Record<CorrectionField, string>>;
};

/** What the correction form starts with: each field as staff read it (a phone grouped). */
export function correctionValues(lead: LeadRow): Record<CorrectionField, string> {
  return Object.fromEntries(
    CORRECTABLE_FIELDS.map((field) => [field.name, showValue(field, lead[field.column])]),
  ) as Record<CorrectionField, string>;
}
