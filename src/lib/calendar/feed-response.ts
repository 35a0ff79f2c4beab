// The answers of the feed routes: the same text for everyone, cached like a page.
import "server-only";
import type { Regime } from "@/content/regulation/filings";
import { absoluteUrl } from "@/lib/seo/metadata";
import { buildAtom } from "./atom";
import { buildCalendar } from "./ics";
import { ATOM_PATH, CALENDAR_PATH } from "./query";

const FEED_CACHE = "public, max-age=3600, stale-while-revalidate=86400";

export function calendarResponse(regime: Regime | "all"): Response {
  const file = regime === "all" ? "compliance-calendar.ics" : `compliance-calendar-${regime}.ics`;
  return new Response(buildCalendar(regime, absoluteUrl(CALENDAR_PATH)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${file}"`,
      "Cache-Control": FEED_CACHE,
    },
  });
}

export function atomResponse(): Response {
  return new Response(buildAtom(absoluteUrl(CALENDAR_PATH), absoluteUrl(ATOM_PATH)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": FEED_CACHE },
  });
}
