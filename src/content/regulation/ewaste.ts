// E-waste EPR (E-Waste (Management) Rules 2022, in force 1 April 2023, as amended). The target
// table itself lives in ewaste-targets.ts; these are the dates and rules pages repeat.
import { ewasteTarget } from "./ewaste-targets";
import { formatDay } from "@/lib/format-day";
import { annualReturnHistory, filingSources, regimeChecked } from "./filings";
import type { Sourced } from "./source";
import { REGULATION_REVIEWED, src } from "./sources";

export const ewasteInForce: Sourced<{ date: string }> = {
  date: "1 April 2023",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteReturns: Sourced<{ text: string }> = {
  text: `Producers file quarterly and annual returns on the CPCB portal by the end of the month after the quarter or year ends; since the March 2024 amendment the Centre may extend any return period by up to nine months, and it has (lately ${annualReturnHistory("ewaste", 2)}; last checked ${formatDay(regimeChecked("ewaste"))}). Our compliance calendar keeps each return's date in force.`,
  sources: [...filingSources("ewaste"), src.ewaste2024],
  reviewed: regimeChecked("ewaste"),
};

export const ewasteTargetBasis: Sourced<{ text: string }> = {
  text: "The 2022 rules set recycling targets, met only through EPR certificates from registered recyclers. Each year's target is a share of the equipment placed on the market in an earlier year (Y−X, X being the product's average life), not of this year's sales.",
  sources: [src.ewaste2022],
  reviewed: REGULATION_REVIEWED,
};

export const ewasteCertificatePrices: Sourced<{ floor: string; ceiling: string; text: string }> = {
  floor: "30%",
  ceiling: "100%",
  text: "Since the March 2024 amendment CPCB fixes the lowest and highest price of an e-waste EPR certificate at 30% and 100% of the Environmental Compensation for the unmet obligation. Producers have challenged the floor price set in September 2024 before the Delhi High Court. The petitions were still pending in January 2026; in December 2025 the court had stayed for the time being, on one producer's application, a declaration CPCB had added to the portal requiring trades at or above the floor price. We have found no final judgment.",
  sources: [src.ewaste2024, src.ewasteFloorCase, src.ewasteFloorDeclarationStay],
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

export type QuotedTarget = { years: string; share: string };

/**
 * Groups consecutive years with the same percentage, the way the rules' table is usually quoted:
 * "2023-24 and 2024-25: 60%", the last group reading "… onwards".
 */
export function quoteTargets(rows: readonly { fy: string; percent: number }[]): QuotedTarget[] {
  const groups: { years: string[]; percent: number }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.percent === row.percent) last.years.push(row.fy);
    else groups.push({ years: [row.fy], percent: row.percent });
  }
  return groups.map((group, i) => {
    const first = group.years[0]!;
    const end = group.years.at(-1)!;
    const years =
      i === groups.length - 1
        ? `${first} onwards`
        : group.years.length === 1
          ? first
          : group.years.length === 2
            ? `${first} and ${end}`
            : `${first} to ${end}`;
    return { years, share: `${group.percent}%` };
  });
}

/** The Schedule III figures pages quote, derived from the estimator's table in ewaste-targets.ts. */
export const ewasteQuotedTargets: Sourced<{ rows: readonly QuotedTarget[] }> = {
  rows: quoteTargets(ewasteTarget.rows),
  sources: ewasteTarget.sources,
  reviewed: ewasteTarget.reviewed,
};
