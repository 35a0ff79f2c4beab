// The retention period that both the privacy texts and the retention run use. The texts are
// rendered at build time, and the privacy notice under each form again in the browser, so
// next.config.ts writes the build's LEAD_RETENTION_MONTHS into the code of both (the browser has
// no environment to read): a value set for the server must be set for the build.

/** Months after the last contact before an enquiry is deleted, unless the variable says otherwise. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/** The period a LEAD_RETENTION_MONTHS value gives: a whole number of months, 1-120, or the default. */
export function leadRetentionMonths(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_LEAD_RETENTION_MONTHS;
  const months = Number(raw);
  return Number.isInteger(months) && months >= 1 && months <= 120
    ? months
    : DEFAULT_LEAD_RETENTION_MONTHS;
}
