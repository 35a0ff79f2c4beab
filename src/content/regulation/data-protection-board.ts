// The Data Protection Board of India, where a person may complain under the DPDP Act 2023, and
// the page it is linked to. A module of its own so that the privacy notice under every form can
// link to the Board without the whole list of sources (sources.ts, which lists this page with
// the rest) in the scripts of every page with a form.
import type { RegulatorySource } from "./source";

/** MeitY's page for the Act, the Rules and the Board (the Board's own site is not yet verified). */
export const meityDpdp = {
  title: "MeitY: data protection framework (the Act, the Rules and the Data Protection Board)",
  /** MeitY updates the page; the year of the Rules it carries. */
  date: "2025",
  url: "https://www.meity.gov.in/data-protection-framework",
} as const satisfies RegulatorySource;

export const dataProtectionBoard = {
  name: "Data Protection Board of India",
  url: meityDpdp.url,
} as const;
