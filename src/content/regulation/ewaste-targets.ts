// E-waste EPR figures (E-Waste (Management) Rules 2022, Schedule III). Data only: the estimator
// in src/lib/estimator reads it, and docs/epr-estimator.md records how each row was checked.
import type { RegulatorySource, Sourced } from "./source";

export const ewasteRules2022: RegulatorySource = {
  title: "E-Waste (Management) Rules, 2022 (in force from 1 April 2023), Schedule III",
  notification: "G.S.R. 801(E)",
  date: "2022-11-02",
  url: "http://www.elaw.in/waste/ewaste.htm",
};

/**
 * The producer's e-waste recycling target for a year Y, as a share of the weight of EEE it
 * placed on the market in year Y−X, X being the product's average life (CPCB publishes the
 * average life of each EEE code). The last row reads "2027-28 onwards".
 */
export const ewasteTarget: Sourced<{ rows: readonly { fy: string; percent: number }[] }> = {
  rows: [
    { fy: "2023-24", percent: 60 },
    { fy: "2024-25", percent: 60 },
    { fy: "2025-26", percent: 70 },
    { fy: "2026-27", percent: 70 },
    { fy: "2027-28", percent: 80 },
  ],
  sources: [ewasteRules2022],
  reviewed: "2026-11-23",
};

export const ewasteRuleReference =
  "Rule 13 and Schedule III (EPR targets for producers of electrical and electronic equipment)";
