// E-waste EPR figures (E-Waste (Management) Rules 2022, Schedule III). Data only: the estimator
// in src/lib/estimator reads it, ewaste.ts derives the figures pages quote from it, and
// docs/epr-estimator.md records how each row was checked.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

/**
 * The producer's e-waste recycling target for a year Y, as a share of the weight of EEE it
 * placed on the market in year Y−X, X being the product's average life (CPCB publishes the
 * average life of each EEE code). The rules' last rows are 2027-28 and "2028-29 onwards", both
 * 80%; the rules say the targets will be reviewed after 2028, so a later year uses 80% unless
 * they are revised (`reviewNote`). Producers whose years
 * of sales are fewer than the product's average life have separate targets (Schedule IV),
 * which are not in this table.
 *
 * Sources: the rules as CPCB hosts them (the notification), and a summary of Schedule III with
 * its worked example; the year-by-year rows rest on summaries (see docs/content-sources.md).
 */
export const ewasteTarget: Sourced<{ rows: readonly { fy: string; percent: number }[] }> = {
  rows: [
    { fy: "2023-24", percent: 60 },
    { fy: "2024-25", percent: 60 },
    { fy: "2025-26", percent: 70 },
    { fy: "2026-27", percent: 70 },
    { fy: "2027-28", percent: 80 },
    { fy: "2028-29", percent: 80 },
  ],
  sources: [src.ewaste2022, src.ewasteSalientFeatures, src.ewasteTargetsSummary],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteRuleReference =
  "Rule 13 and Schedule III (EPR targets for producers of electrical and electronic equipment)";

/** What the rules say about years after their table, shown with an estimate for such a year. */
export const ewasteTargetReview: Sourced<{ after: string; text: string }> = {
  after: "2028",
  text: "The rules say the targets will be reviewed after 2028: until they are revised, a later year uses the last row's 80%.",
  sources: ewasteTarget.sources,
  reviewed: ewasteTarget.reviewed,
};
