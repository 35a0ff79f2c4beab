// The details a staff correction changes, and what its form shows after a refusal. Free of
// server code: the form is a client component, as it keeps what was typed.

export const CORRECTION_FIELDS = ["name", "company", "email", "phone"] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/**
 * The answer to the last correction: saved, or refused with what was typed (kept) and the
 * fields to fix. Empty before any.
 */
export type CorrectionState = {
  saved?: boolean;
  values?: Record<CorrectionField, string>;
  errors?: Partial<Record<CorrectionField, string>>;
};
