// Versions and dates of the site's legal texts. Each lead records PRIVACY_NOTICE_VERSION, so
// change it (and the date shown on /privacy-policy) whenever the privacy notice changes.

/** Version of the privacy notice shown at every form; stored with each lead. */
export const PRIVACY_NOTICE_VERSION = "2026-11-01";

/** ISO dates of the last change to each page, shown as "Last updated". */
export const legalDates = {
  privacyPolicy: "2026-11-01",
  terms: "2026-11-01",
} as const;

/** How long enquiries are kept after the last contact before they are deleted. */
export const LEAD_RETENTION_MONTHS = 24;

/** The Data Protection Board of India, where a person may complain under the DPDP Act 2023. */
export const dataProtectionBoard = {
  name: "Data Protection Board of India",
  /** The ministry that administers the Act and publishes the Board's procedures. */
  url: "https://www.meity.gov.in/",
} as const;

/** "1 November 2026" in Indian English. */
export function formatLegalDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(`${iso}T00:00:00+05:30`));
}
