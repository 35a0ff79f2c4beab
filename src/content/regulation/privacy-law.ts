// Personal-data law the privacy notice rests on: what applies today and when the DPDP duties start.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const spdiGrievance: Sourced<{ responseTime: string; text: string }> = {
  responseTime: "one month",
  text: "Rule 5(9) of the SPDI Rules 2011 requires a named grievance officer, published with contact details, who redresses grievances within one month.",
  sources: [src.spdi2011],
  reviewed: REGULATION_REVIEWED,
};

/** When each phase of the DPDP Rules 2025 starts, ISO `YYYY-MM-DD` (pages write them with formatDay). */
export const dpdpPhases: Sourced<{
  rulesNotified: string;
  consentManagers: string;
  fullDuties: string;
}> = {
  rulesNotified: "2025-11-13",
  consentManagers: "2026-11-13",
  fullDuties: "2027-05-13",
  sources: [src.dpdpAct, src.dpdpRules, src.meityDpdp],
  reviewed: REGULATION_REVIEWED,
};
