// Plastic packaging EPR figures (Plastic Waste Management Rules 2016, Schedule II "Guidelines on
// Extended Producer Responsibility for Plastic Packaging", inserted by G.S.R. 133(E) of
// 16 February 2022, as amended). Data only: the estimator in src/lib/estimator reads it, and
// docs/epr-estimator.md records how each row was checked. No later amendment found changes these
// two tables: the 2026 one (G.S.R. 237(E)) rewrote the recycled-content and reuse obligations,
// which the estimator does not compute.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const PLASTIC_CATEGORIES = ["I", "II", "III", "IV"] as const;
export type PlasticCategory = (typeof PLASTIC_CATEGORIES)[number];

export const plasticCategoryLabels: Record<PlasticCategory, string> = {
  I: "Category I: rigid plastic packaging",
  II: "Category II: flexible plastic packaging (single or multilayer of different plastics), plastic sheets, carry bags, sachets and pouches",
  III: "Category III: multilayered plastic packaging (at least one layer of plastic and one of another material)",
  IV: "Category IV: plastic sheets or like used for packaging, carry bags and commodities made of compostable plastics",
};

/**
 * The EPR target as a share of the category's eligible quantity, by financial year: 25% for
 * 2021-22, 70% for 2022-23 and 100% from 2023-24 onwards in the notified guidelines (35% for the
 * first year was the October 2021 draft). `rows` are the years of the minimum-recycling table,
 * which the estimator computes; `earlier` are the years before it, shown but not computed.
 */
export const plasticEprTarget: Sourced<{
  rows: readonly { fy: string; percent: number }[];
  earlier: readonly { fy: string; percent: number }[];
}> = {
  rows: [
    { fy: "2024-25", percent: 100 },
    { fy: "2025-26", percent: 100 },
    { fy: "2026-27", percent: 100 },
    { fy: "2027-28", percent: 100 },
  ],
  earlier: [
    { fy: "2021-22", percent: 25 },
    { fy: "2022-23", percent: 70 },
    { fy: "2023-24", percent: 100 },
  ],
  sources: [src.pwmEprGuidelines2022],
  reviewed: REGULATION_REVIEWED,
};

/**
 * The minimum share of the EPR target that must be met by recycling, by category and year
 * (the guidelines' table of minimum levels of recycling; the last column reads "2027-28 and
 * onwards").
 */
export const plasticRecyclingMinimum: Sourced<{
  years: readonly string[];
  rows: Record<PlasticCategory, readonly number[]>;
}> = {
  years: ["2024-25", "2025-26", "2026-27", "2027-28"],
  rows: {
    I: [50, 60, 70, 80],
    II: [30, 40, 50, 60],
    III: [30, 40, 50, 60],
    IV: [50, 60, 70, 80],
  },
  sources: [src.pwmEprGuidelines2022, src.pwmRecyclingTableLokSabha],
  reviewed: REGULATION_REVIEWED,
};

/** The rule that names the obligation and its formula, shown beside the result. */
export const plasticRuleReference =
  "Schedule II (EPR Guidelines for plastic packaging), the EPR target and minimum-recycling tables";
