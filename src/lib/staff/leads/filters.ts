// The inbox's filters, read from the URL's query string (so a filtered view can be bookmarked).
import { z } from "zod";
import { LEAD_STATUSES } from "@/lib/db/schema";
import { cleanLine } from "@/lib/leads/intake/schema";
import { LEAD_SERVICES } from "@/content/lead-services";

/**
 * The first value of a repeated parameter, without control characters (PostgreSQL refuses a
 * NUL in text, and none belongs in a filter); blank is none.
 */
const firstClean = (v: unknown) => {
  const value = Array.isArray(v) ? v[0] : v;
  if (typeof value !== "string") return value;
  return cleanLine(value) || undefined;
};
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(firstClean, schema.optional());
/** A real calendar day from 2000 on: PostgreSQL has no year 0, and no lead predates the site. */
const isoDate = z.iso.date().refine((day) => day >= "2000-01-01");

export const inboxFiltersSchema = z.object({
  q: opt(z.string().max(100)),
  kind: opt(z.enum(["contact", "consultation"])),
  status: opt(z.enum(LEAD_STATUSES)),
  from: opt(isoDate),
  to: opt(isoDate),
  source: opt(z.string().max(200)),
  epr: opt(z.enum(["plastic", "e-waste", "battery"])),
  service: opt(z.enum(LEAD_SERVICES)),
  /** "mine": leads the signed-in staff member owns; "overdue": follow-up day passed, still open. */
  view: opt(z.enum(["mine", "overdue"])),
  page: opt(z.coerce.number().int().min(1).max(10_000)),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

/**
 * Unknown or malformed parameters are dropped one by one rather than failing the whole page. A
 * page's searchParams and a route's URLSearchParams read alike: a repeated parameter by its first
 * value, so the export lists what the inbox shows.
 */
export function parseInboxFilters(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): InboxFilters {
  const valueOf = (key: string) =>
    params instanceof URLSearchParams ? params.getAll(key) : params[key];
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(inboxFiltersSchema.shape)) {
    const parsed = field.safeParse(valueOf(key));
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as InboxFilters;
}

/** "To" before "From": no day lies between them, so nothing can match. */
export function datesReversed(filters: InboxFilters): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

/** The query string for the same filters (page dropped unless given). */
export function filtersToQuery(filters: InboxFilters, page?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key !== "page" && value !== undefined) query.set(key, String(value));
  }
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** A date in India's time zone as the start (or the end) of that day. */
export function dayBoundary(iso: string, end: boolean): Date {
  const start = new Date(`${iso}T00:00:00+05:30`);
  return end ? new Date(start.getTime() + 86_400_000) : start;
}

/** Today's date in India, "2026-11-28": follow-up days are India's days. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
