// Versions and dates of the site's legal texts. Each lead records PRIVACY_NOTICE_VERSION, so
// change it (and the date shown on /privacy-policy) whenever the privacy notice changes.
import { spdiGrievance } from "@/content/regulation/privacy-law";

/** Version of the privacy notice shown at every form; stored with each lead. */
export const PRIVACY_NOTICE_VERSION = "2026-12-08";

/** ISO dates of the last change to each page, shown as "Last updated". */
export const legalDates = {
  privacyPolicy: "2026-12-08",
  terms: "2026-11-01",
} as const;

/**
 * SAMPLE DATA: the grievance officer the SPDI Rules 2011, rule 5(9), require us to name, until
 * the company appoints a real one. Shown on the privacy policy with the sample label.
 */
export const grievanceOfficer = {
  name: "Kavitha Raghunathan",
  designation: "Grievance Officer and Head of Legal and Compliance",
  email: "grievance@nirmalearth.example",
  responseTime: spdiGrievance.responseTime,
  sample: true,
} as const;
