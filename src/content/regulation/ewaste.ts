// E-waste EPR (E-Waste (Management) Rules 2022, in force 1 April 2023, as amended). The target
// table itself lives in ewaste-targets.ts; these are the dates and rules pages repeat.
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const ewasteInForce: Sourced<{ date: string }> = {
  date: "1 April 2023",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteReturns: Sourced<{ text: string }> = {
  text: "Producers file quarterly and annual returns on the CPCB portal by the end of the month after the quarter or year ends; since the March 2024 amendment the Centre may extend any return period by up to nine months.",
  sources: [src.ewaste2022, src.ewaste2024],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteTargetBasis: Sourced<{ text: string }> = {
  text: "The 2022 rules set recycling targets, met only through EPR certificates from registered recyclers. Each year's target is a share of the equipment placed on the market in an earlier year (Y−X, X being the product's average life), not of this year's sales.",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteCertificatePrices: Sourced<{ floor: string; ceiling: string; text: string }> = {
  floor: "30%",
  ceiling: "100%",
  text: "Since the March 2024 amendment CPCB fixes the lowest and highest price of an e-waste EPR certificate at 30% and 100% of the Environmental Compensation for the unmet obligation. Producers have challenged the floor price set in September 2024 before the Delhi High Court; the case was pending when we last checked.",
  sources: [src.ewaste2024, src.ewasteFloorCase],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteMicroExclusion: Sourced<{ text: string }> = {
  text: "The rules do not apply to micro enterprises as defined under the MSMED Act 2006, so a start-up that is a micro enterprise is not a producer under them until it outgrows that class.",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteBulkConsumer: Sourced<{ text: string }> = {
  text: "Bulk consumers (offices, factories, institutions) must hand their e-waste only to a registered producer, refurbisher or recycler.",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

/**
 * The Schedule III figures two pages already quote. The full table belongs to
 * ewaste-targets.ts; keep these equal to it.
 */
export const ewasteQuotedTargets: Sourced<{ rows: readonly { years: string; share: string }[] }> = {
  rows: [
    { years: "2023-24 and 2024-25", share: "60%" },
    { years: "2025-26 and 2026-27", share: "70%" },
    { years: "2027-28 onwards", share: "80%" },
  ],
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};
