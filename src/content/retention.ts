// The retention period that both the privacy texts and the retention run use. The texts are
// rendered at build time, and the privacy notice under each form again in the browser, so
// next.config.ts writes the build's LEAD_RETENTION_MONTHS into the code of both (the browser has
// no environment to read): a value set for the server must be set for the build.

/** Months after the last contact before an enquiry is deleted, unless the variable says otherwise. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

/**
 * The period a LEAD_RETENTION_MONTHS value gives: a whole number of months from 1 to 120, or the
 * default when unset or empty. Another value stops the build, as src/lib/env.ts stops the server.
 */
export function leadRetentionMonths(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_LEAD_RETENTION_MONTHS;
  const months = Number(raw);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(`LEAD_RETENTION_MONTHS must be a whole number from 1 to 120, not "${raw}"`);
  }
  return months;
}

/** How long enquiries are kept after the last contact before they are deleted: the build's
 * LEAD_RETENTION_MONTHS, written into the code by next.config.ts. The retention run uses the
 * server's (src/lib/env.ts), and src/instrumentation.ts stops a server whose value differs. */
export const LEAD_RETENTION_MONTHS = leadRetentionMonths(process.env.LEAD_RETENTION_MONTHS);
