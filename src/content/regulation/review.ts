// The company's review list: every sourced regulatory fact with the date it was last checked and
// what it rests on, oldest first, each flagged once it has gone more than six months unchecked.
// `npm run content:review` prints it (scripts/content/review.ts); docs/content-sources.md says who
// runs it and when. The date is always passed in, so the list never depends on the clock.
import * as battery from "./battery";
import * as boards from "./boards";
import * as ewaste from "./ewaste";
import * as ewasteTargets from "./ewaste-targets";
import * as plastic from "./plastic";
import * as plasticTargets from "./plastic-targets";
import * as privacyLaw from "./privacy-law";
import { addMonths, ISO_DAY } from "./dates";
import type { RegulatorySource } from "./source";
import * as wasteStreams from "./waste-streams";

/** The modules whose exported facts are reviewed, by file name. */
const MODULES: Record<string, Record<string, unknown>> = {
  plastic,
  "plastic-targets": plasticTargets,
  ewaste,
  "ewaste-targets": ewasteTargets,
  battery,
  "waste-streams": wasteStreams,
  "privacy-law": privacyLaw,
  boards,
};

export { addMonths };

/** How long a fact may go unchecked before the list flags it. */
export const REVIEW_INTERVAL_MONTHS = 6;

export type ReviewFact = {
  /** Where the fact is defined: `module.export`. */
  id: string;
  /** When it was last checked against its sources (ISO `YYYY-MM-DD`). */
  reviewed: string;
  sources: readonly RegulatorySource[];
};

export type ReviewEntry = ReviewFact & {
  /** The last day it counts as reviewed: `reviewed` plus six calendar months. */
  dueBy: string;
  overdue: boolean;
};

function isSourcedFact(value: unknown): value is Omit<ReviewFact, "id"> {
  if (typeof value !== "object" || value === null) return false;
  const fact = value as { sources?: unknown; reviewed?: unknown };
  return Array.isArray(fact.sources) && typeof fact.reviewed === "string";
}

/** Every exported fact of the regulation modules that carries sources and a review date. */
export function regulatoryFacts(
  modules: Record<string, Record<string, unknown>> = MODULES,
): ReviewFact[] {
  return Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isSourcedFact(value))
      .map(([name, value]) => {
        const fact = value as Omit<ReviewFact, "id">;
        return { id: `${module}.${name}`, reviewed: fact.reviewed, sources: fact.sources };
      }),
  );
}

/** The calendar day in India (UTC+5:30) at `now`: the company's day, as the estimator counts it. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The facts, oldest review first (then by id), each flagged when `today` is more than six
 * months after its review.
 */
export function reviewList(facts: readonly ReviewFact[], today: string): ReviewEntry[] {
  if (!ISO_DAY.test(today)) throw new Error(`Not an ISO day (YYYY-MM-DD): ${today}`);
  return facts
    .map((fact) => {
      const dueBy = addMonths(fact.reviewed, REVIEW_INTERVAL_MONTHS);
      return { ...fact, dueBy, overdue: today > dueBy };
    })
    .sort((a, b) => a.reviewed.localeCompare(b.reviewed) || a.id.localeCompare(b.id));
}

function describeSource(source: RegulatorySource): string {
  const number = source.notification ? `${source.notification}, ` : "";
  const kind = source.secondary ? " [secondary]" : "";
  return `${source.title} (${number}${source.date})${kind}\n      ${source.url}`;
}

/** The list as the script prints it: a summary line, then one block per fact. */
export function formatReviewList(entries: readonly ReviewEntry[], today: string): string {
  const overdue = entries.filter((entry) => entry.overdue).length;
  const lines = [
    `Regulatory facts on ${today}: ${entries.length}, oldest review first. ` +
      (overdue === 0
        ? `None has gone more than ${REVIEW_INTERVAL_MONTHS} months unreviewed.`
        : `${overdue} not reviewed for more than ${REVIEW_INTERVAL_MONTHS} months (marked OVERDUE).`),
    "",
  ];
  for (const entry of entries) {
    const flag = entry.overdue ? "OVERDUE " : "";
    lines.push(`${flag}${entry.id}: last reviewed ${entry.reviewed}, review by ${entry.dueBy}`);
    for (const source of entry.sources) lines.push(`    - ${describeSource(source)}`);
  }
  return lines.join("\n");
}
