// The retention period that both the privacy texts and the retention run use. The texts are
// rendered at build time, so a LEAD_RETENTION_MONTHS set for the server must be set for the build.

/** Months after the last contact before an enquiry is deleted, unless the variable says otherwise. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/** The period in force: LEAD_RETENTION_MONTHS (a whole number of months, 1-120) or the default. */
export function leadRetentionMonths(
  source: Record<string, string | undefined> = process.env,
): number {
  const raw = source.LEAD_RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_LEAD_RETENTION_MONTHS;
  const months = Number(raw);
  return Number.isInteger(months) && months >= 1 && months <= 120
    ? months
    : DEFAULT_LEAD_RETENTION_MONTHS;
}
