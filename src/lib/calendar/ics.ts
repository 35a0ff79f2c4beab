// The calendar feeds (/compliance-calendar.ics and one per regime): one all-day event per filing
// on its date in force. The UID is the filing's id, never its date, and SEQUENCE counts the
// extensions, so when an order moves a date, calendar applications move the event they already
// hold instead of adding a second one (RFC 5545, 3.8.7.4). Output depends only on the data, never
// on the clock: DTSTAMP is the day the row was last checked.
import ical, { ICalAlarmType, ICalEventTransparency } from "ical-generator";
import {
  dateInForce,
  type Filing,
  filings,
  REGIME_NAMES,
  type Regime,
} from "@/content/regulation/filings";
import { BRAND_NAME, site } from "@/content/site";
import { formatDay } from "@/lib/format-day";

/** A UID that stays the same across extensions and across hosts the site is served from. */
export function filingUid(filing: Filing): string {
  return `${filing.id}@${new URL(site.productionUrl).hostname}`;
}

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function description(filing: Filing, pageUrl: string): string {
  const lines = [
    `Financial year ${filing.fy}. Set by the rules for ${formatDay(filing.ruleDate)}: ${filing.rule.text}.`,
    ...filing.extensions.map((e) => {
      const to = e.to ? `to ${formatDay(e.to)}` : "(new date not read)";
      const source = e.source ? ` Source: ${e.source.url}` : "";
      const note = e.basis ? ` (${e.basis})` : "";
      return `${e.reported ? "Reportedly extended" : "Extended"} ${to} by ${[e.authority, e.reference].filter(Boolean).join(", ")}.${source}${note}`;
    }),
    `Last checked ${formatDay(filing.checked)}. Check the CPCB portal before you file.`,
    pageUrl,
  ];
  return lines.join("\n");
}

/** The feed for one regime or every regime, as iCalendar text. */
export function buildCalendar(regime: Regime | "all", calendarUrl: string): string {
  const name =
    regime === "all"
      ? `EPR return dates (${BRAND_NAME})`
      : `${REGIME_NAMES[regime]} EPR return dates (${BRAND_NAME})`;
  const calendar = ical({
    name,
    description: "EPR return dates in force, with every extension and its source.",
    prodId: { company: BRAND_NAME, product: "compliance-calendar", language: "EN" },
    url: calendarUrl,
    ttl: 60 * 60 * 12,
  });
  for (const filing of filings) {
    if (regime !== "all" && filing.regime !== regime) continue;
    const due = dateInForce(filing);
    if (due === null) continue;
    const event = calendar.createEvent({
      id: filingUid(filing),
      sequence: filing.extensions.length,
      stamp: day(filing.checked),
      start: day(due),
      allDay: true,
      summary: `${REGIME_NAMES[filing.regime]}: ${filing.title}, ${filing.fy}`,
      description: description(filing, `${calendarUrl}#${filing.id}`),
      url: `${calendarUrl}#${filing.id}`,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    for (const days of [30, 7])
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * 86_400,
        description: `${REGIME_NAMES[filing.regime]} ${filing.title} due in ${days} days`,
      });
  }
  return calendar.toString();
}
