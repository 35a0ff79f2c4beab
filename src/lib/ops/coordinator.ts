// What a sales coordinator needs each morning: new leads by service and city, leads nobody has
// answered within the working day the site promises, open leads by owner, and form health.
import "server-only";
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadRefusals, leads, leadWorkflow, staffUsers } from "@/lib/db/schema";
import { indiaDay } from "@/lib/leads/intake/refusals";
import type { LeadService } from "@/content/lead-services";

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** Midnight in India at the start of `now`'s day, and of its week (Monday). */
export function indiaPeriodStarts(now: Date): { today: Date; week: Date } {
  const local = new Date(now.getTime() + IST_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const today = new Date(midnight - IST_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return { today, week: new Date(today.getTime() - sinceMonday * DAY_MS) };
}

/**
 * The moment one working day before `now` (the contact block promises a call back "within one
 * working day"): 24 hours back, and a day more when those hours touch a Sunday (India time).
 */
export function oneWorkingDayBefore(now: Date): Date {
  const back = now.getTime() - DAY_MS;
  const isSunday = (t: number) => new Date(t + IST_MS).getUTCDay() === 0;
  return new Date(isSunday(back) || isSunday(now.getTime()) ? back - DAY_MS : back);
}

/** The city of a city page's lead ("/locations/chennai" gives "chennai"), else null. */
const cityExpr = sql<string | null>`substring(${leads.sourcePage} from '^/locations/([a-z0-9-]+)')`;

export type NewLeadCount = {
  service: LeadService;
  city: string | null;
  today: number;
  week: number;
};

/** This week's leads (Monday on, India time), by service and city, with today's among them. */
export async function newLeadCounts(db: Database, now = new Date()): Promise<NewLeadCount[]> {
  const { today, week } = indiaPeriodStarts(now);
  const rows = await db
    .select({
      service: leads.service,
      city: cityExpr,
      week: count(),
      today: sql<number>`count(*) filter (where ${leads.createdAt} >= ${today.toISOString()})`,
    })
    .from(leads)
    .where(gte(leads.createdAt, week))
    .groupBy(leads.service, cityExpr)
    .orderBy(asc(leads.service), asc(cityExpr));
  return rows.map((r) => ({ ...r, week: Number(r.week), today: Number(r.today) }));
}

export type StaleLead = { id: string; who: string; service: LeadService; createdAt: Date };

/** Leads still "new" after one working day, oldest first (at most `limit`), and how many. */
export async function staleNewLeads(
  db: Database,
  now = new Date(),
  limit = 10,
): Promise<{ total: number; leads: StaleLead[] }> {
  const where = and(
    lt(leads.createdAt, oneWorkingDayBefore(now)),
    sql`coalesce(${leadWorkflow.status}, 'new') = 'new'`,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: leads.id,
        who: sql<string>`coalesce(${leads.company}, ${leads.name}, ${leads.email})`,
        service: leads.service,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
      .where(where)
      .orderBy(asc(leads.createdAt))
      .limit(limit),
    db
      .select({ total: count() })
      .from(leads)
      .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
      .where(where),
  ]);
  return { total: Number(total), leads: rows };
}

export type OwnerLoad = { owner: string | null; open: number; overdue: number };

/** Leads neither won nor lost, by owner (null: nobody), with those past their follow-up day. */
export async function openByOwner(db: Database, now = new Date()): Promise<OwnerLoad[]> {
  const owner = sql<string | null>`coalesce(${staffUsers.name}, ${staffUsers.email})`;
  const rows = await db
    .select({
      owner,
      open: count(),
      overdue: sql<number>`count(*) filter (where ${leadWorkflow.followUpOn} < ${indiaDay(now)})`,
    })
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWorkflow.ownerId))
    .where(sql`coalesce(${leadWorkflow.status}, 'new') not in ('won', 'lost')`)
    .groupBy(owner)
    .orderBy(asc(owner));
  return rows.map((r) => ({ ...r, open: Number(r.open), overdue: Number(r.overdue) }));
}

export type FormHealth = { spam: number; rateLimit: number; invalid: number };

/** Submissions refused over the last `days` days (India days, today included). */
export async function formHealth(db: Database, now = new Date(), days = 7): Promise<FormHealth> {
  const since = indiaDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = await db
    .select({ reason: leadRefusals.reason, total: sql<number>`sum(${leadRefusals.count})` })
    .from(leadRefusals)
    .where(gte(leadRefusals.day, since))
    .groupBy(leadRefusals.reason);
  const of = (reason: string) => Number(rows.find((r) => r.reason === reason)?.total ?? 0);
  return { spam: of("spam"), rateLimit: of("rate-limit"), invalid: of("invalid") };
}
