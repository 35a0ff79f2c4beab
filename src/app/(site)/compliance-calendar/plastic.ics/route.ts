// The iCalendar feed of one regime (src/lib/compliance-calendar/ics.ts): prerendered, rebuilt daily.
import { calendarResponse } from "@/lib/compliance-calendar/feed-response";

export const dynamic = "force-static";
export const revalidate = 86400;

export function GET(): Response {
  return calendarResponse("plastic");
}
