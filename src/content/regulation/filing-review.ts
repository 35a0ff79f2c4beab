// The return dates to re-check first, for `npm run content:review`: every filing whose date in
// force has passed or falls within the next 60 days, unless a check is recorded after its last
// extension notice and no earlier than 60 days before that date (an older check cannot have seen
// an order issued around the date). A filing whose new date was not read is always listed.
import { dateInForce, daysBetween, type Filing, REGIME_NAMES } from "./filings";

/** How far ahead a date in force puts a filing on the list. */
export const RECHECK_WINDOW_DAYS = 60;

export type RecheckEntry = {
  filing: Filing;
  due: string | null;
  /** The day the last extension notice was issued (a year alone counts as its last day). */
  lastNotice: string | null;
};

function noticeDay(issued: string): string {
  return /^\d{4}$/.test(issued) ? `${issued}-12-31` : issued;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function filingsToRecheck(all: readonly Filing[], today: string): RecheckEntry[] {
  const horizon = addDays(today, RECHECK_WINDOW_DAYS);
  return all
    .map((filing) => {
      const last = filing.extensions.at(-1);
      return { filing, due: dateInForce(filing), lastNotice: last ? noticeDay(last.issued) : null };
    })
    .filter(({ filing, due, lastNotice }) => {
      if (due === null) return filing.ruleDate <= horizon;
      if (due > horizon) return false;
      const afterNotice = lastNotice === null || filing.checked > lastNotice;
      const nearTheDate = daysBetween(filing.checked, due) <= RECHECK_WINDOW_DAYS;
      return !(afterNotice && nearTheDate);
    })
    .sort((a, b) => (a.due ?? a.filing.ruleDate).localeCompare(b.due ?? b.filing.ruleDate));
}

export function formatRecheckList(entries: readonly RecheckEntry[], today: string): string {
  const lines = [
    `Return dates to re-check first on ${today}: ${entries.length} (date in force passed or within ${RECHECK_WINDOW_DAYS} days, not checked since the last extension notice or near the date).`,
  ];
  for (const { filing, due, lastNotice } of entries)
    lines.push(
      `RECHECK ${filing.id} (${REGIME_NAMES[filing.regime]}, ${filing.title}, ${filing.fy}): in force ${due ?? "not read"}; last extension notice ${lastNotice ?? "none"}; last checked ${filing.checked}`,
    );
  return lines.join("\n");
}
