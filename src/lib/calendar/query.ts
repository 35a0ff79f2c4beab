// The calendar's GET filters: which regime (all by default) and which years (the current and
// the previous financial year by default, or every year held). Anything else in the query is
// ignored rather than refused: a filter link cannot fail.
import * as z from "zod";
import {
  FINANCIAL_YEARS,
  financialYear,
  previousYear,
  REGIMES,
  type Regime,
} from "@/content/regulation/filings";

export const CALENDAR_PATH = "/compliance-calendar";

export type CalendarQuery = { regime: Regime | "all"; years: "recent" | "all" };

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const querySchema = z.object({
  regime: z.preprocess(first, z.enum([...REGIMES, "all"]).catch("all")).default("all"),
  years: z.preprocess(first, z.enum(["recent", "all"]).catch("recent")).default("recent"),
});

export function parseCalendarQuery(raw: Record<string, unknown>): CalendarQuery {
  return querySchema.parse(raw);
}

/** The link for a view: the defaults are left out, so the plain path is the default view. */
export function calendarHref({ regime, years }: CalendarQuery): string {
  const params = new URLSearchParams();
  if (regime !== "all") params.set("regime", regime);
  if (years !== "recent") params.set("years", years);
  const query = params.toString();
  return query ? `${CALENDAR_PATH}?${query}` : CALENDAR_PATH;
}

/** The financial years a view shows, latest first. */
export function yearsShown(years: CalendarQuery["years"], today: string): string[] {
  const current = financialYear(today);
  const wanted = years === "all" ? [...FINANCIAL_YEARS] : [current, previousYear(current)];
  return wanted
    .filter((fy) => (FINANCIAL_YEARS as readonly string[]).includes(fy))
    .sort()
    .reverse();
}

/** The iCalendar feed of a regime, or of every regime. */
export function feedPath(regime: Regime | "all"): string {
  return regime === "all" ? `${CALENDAR_PATH}.ics` : `${CALENDAR_PATH}/${regime}.ics`;
}

export const ATOM_PATH = `${CALENDAR_PATH}/changes.atom`;
