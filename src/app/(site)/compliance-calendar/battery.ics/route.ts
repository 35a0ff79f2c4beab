// The iCalendar feed of one regime (src/lib/calendar/ics.ts): prerendered, rebuilt daily.
import { calendarResponse } from "@/lib/calendar/feed-response";

export const dynamic = "force-static";
export const revalidate = 86400;

export function GET(): Response {
  return calendarResponse("battery");
}
