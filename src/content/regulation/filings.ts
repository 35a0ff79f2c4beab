// What pages ask of the return dates in filings-data.ts: the date in force, a filing's status on
// a given day, the current financial year, and the sentences pages, posts and the FAQ print. The
// day is always passed in, so nothing here depends on the clock.
import { formatDay } from "@/lib/format-day";
import { addMonths } from "./dates";
import type { RegulatorySource } from "./source";
import {
  type Extension,
  type Filing,
  filings,
  FINANCIAL_YEARS,
  type Regime,
  REGIMES,
} from "./filings-data";

export { filings, FINANCIAL_YEARS, REGIMES, type Extension, type Filing, type Regime };

export const REGIME_NAMES: Record<Regime, string> = {
  plastic: "Plastic packaging",
  ewaste: "E-waste",
  battery: "Batteries",
};

/** The longest relaxation of a return period the rules allow (e-waste rule 9A): nine months. */
const LONGEST_RELAXATION_MONTHS = 9;

/** The last extension that names a new day, if any. */
function lastDated(filing: Filing): Extension | undefined {
  return filing.extensions.findLast((e) => e.to !== undefined);
}

/**
 * The day the filing is due today: the rule's day moved by the last extension that names one;
 * `null` when the last order is known to have moved it but its new day was not read.
 */
export function dateInForce(filing: Filing): string | null {
  const last = filing.extensions.at(-1);
  if (last && last.to === undefined) return null;
  return lastDated(filing)?.to ?? filing.ruleDate;
}

export type FilingStatus = "upcoming" | "due-soon" | "passed" | "extended" | "awaiting-notice";

export const STATUS_LABELS: Record<FilingStatus, string> = {
  upcoming: "Upcoming",
  "due-soon": "Due within 30 days",
  passed: "Passed",
  extended: "Extended",
  "awaiting-notice": "Extended: awaiting the new date",
};

/** Whole days from `from` to `to` (ISO days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The filing's status on `today` (ISO, India's day). Due on its day itself; "extended" while it
 * is open only because an order moved it; "awaiting-notice" while an order is known to have moved
 * it but its new day was not read and the longest relaxation the rules allow has not run out.
 */
export function filingStatus(filing: Filing, today: string): FilingStatus {
  const due = dateInForce(filing);
  if (due === null) {
    const latest = addMonths(filing.ruleDate, LONGEST_RELAXATION_MONTHS);
    return today > latest ? "passed" : "awaiting-notice";
  }
  if (today > due) return "passed";
  if (daysBetween(today, due) <= 30) return "due-soon";
  if (filing.extensions.length > 0 && today > filing.ruleDate) return "extended";
  return "upcoming";
}

/** The financial year (April to March) `today` falls in: "2026-12-08" → "2026-27". */
export function financialYear(today: string): string {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The year before: "2026-27" → "2025-26". */
export function previousYear(fy: string): string {
  const start = Number(fy.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export function filingsOf(regime: Regime, years?: readonly string[]): Filing[] {
  return filings.filter((f) => f.regime === regime && (!years || years.includes(f.fy)));
}

/** "31 May 2024" or, where the new day was not read, a sentence saying so. */
export function describeDateInForce(filing: Filing): string {
  const due = dateInForce(filing);
  return due === null ? "extended; the new date was not read" : formatDay(due);
}

/** The chain of dates for one annual return: "30 June 2023, extended to 31 October 2023, then to 31 May 2024". */
function chain(filing: Filing): string {
  if (filing.extensions.length === 0) return `${formatDay(filing.ruleDate)}, no extension found`;
  const steps = filing.extensions.map((e, i) => {
    const lead = i === 0 ? "extended" : "then";
    if (e.to === undefined)
      return i === 0 ? "extended (new date not read)" : "then extended again (new date not read)";
    return `${lead} ${e.reported ? "reportedly " : ""}to ${formatDay(e.to)}`;
  });
  return [formatDay(filing.ruleDate), ...steps].join(", ");
}

/**
 * The annual returns of a regime whose day had come by the last check, one clause per year: the
 * posts print every year; the FAQ, on pages with much else, the `latest` few.
 */
export function annualReturnHistory(regime: Regime, latest?: number): string {
  const years = filings.filter(
    (f) => f.regime === regime && f.id.includes("-annual-") && f.ruleDate <= f.checked,
  );
  return years
    .slice(latest === undefined ? 0 : -latest)
    .map((f) => `${f.fy}: ${chain(f)}`)
    .join("; ");
}

/** The one annual return of a regime and year. */
export function annualReturn(regime: Regime, fy: string): Filing {
  const found = filings.find((f) => f.id === `${regime}-annual-${fy}`);
  if (!found) throw new Error(`No annual return for ${regime} ${fy}`);
  return found;
}

/** The rule's day without the year ("30 June"), as the rules state it for a regime's annual return. */
export function ruleDayMonth(regime: "plastic" | "battery"): string {
  const day = formatDay(annualReturn(regime, FINANCIAL_YEARS[0]).ruleDate);
  return day.slice(0, day.lastIndexOf(" "));
}

/** Every source a regime's dates rest on, once each: the rules, then each order's account. */
export function filingSources(regime: Regime): RegulatorySource[] {
  const all = filingsOf(regime).flatMap((f) => [
    f.rule.source,
    ...f.extensions.flatMap((e) => (e.source ? [e.source] : [])),
  ]);
  return [...new Set(all)];
}

/** The latest day any of a regime's rows was checked. */
export function regimeChecked(regime: Regime): string {
  return filingsOf(regime)
    .map((f) => f.checked)
    .sort()
    .at(-1)!;
}
