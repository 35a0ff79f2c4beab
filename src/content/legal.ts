// Versions and dates of the site's legal texts. Each lead records PRIVACY_NOTICE_VERSION, so
// change it (and the date shown on /privacy-policy) whenever the privacy notice changes.
import { dataProtectionBoardSource, spdiGrievance } from "@/content/regulation/privacy-law";

import { leadRetentionMonths } from "./retention";

/** Version of the privacy notice shown at every form; stored with each lead. */
export const PRIVACY_NOTICE_VERSION = "2026-11-25";

/** ISO dates of the last change to each page, shown as "Last updated". */
export const legalDates = {
  privacyPolicy: "2026-11-25",
  terms: "2026-11-01",
} as const;

/** How long enquiries are kept after the last contact before they are deleted: the build's
 * LEAD_RETENTION_MONTHS, written into the code by next.config.ts. The retention run uses the
 * server's (src/lib/env.ts), and src/instrumentation.ts stops a server whose value differs. */
export const LEAD_RETENTION_MONTHS = leadRetentionMonths(process.env.LEAD_RETENTION_MONTHS);

/** The Data Protection Board of India, where a person may complain under the DPDP Act 2023. */
export const dataProtectionBoard = {
  name: "Data Protection Board of India",
  /** MeitY's page for the Act, the Rules and the Board (the Board's own site is not yet verified). */
  url: dataProtectionBoardSource.url,
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
