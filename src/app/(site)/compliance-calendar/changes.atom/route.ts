// The "what changed" feed (src/lib/calendar/atom.ts): prerendered, rebuilt daily.
import { atomResponse } from "@/lib/calendar/feed-response";

export const dynamic = "force-static";
export const revalidate = 86400;

export function GET(): Response {
  return atomResponse();
}
