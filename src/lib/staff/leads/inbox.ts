// Reads for the staff inbox: the filtered list, one lead with its history, and weekly counts.
import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  leadDeliveries,
  leadEvents,
  leads,
  leadWorkflow,
  staffUsers,
  type LeadRow,
} from "@/lib/db/schema";
import type { WorkedLead } from "@/lib/leads/export";
import { dayBoundary, indiaToday, type InboxFilters } from "@/lib/staff/leads/filters";

export const PAGE_SIZE = 25;

const statusExpr = sql<string>`coalesce(${leadWorkflow.status}, 'new')`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Who is asking and when: "mine" and "overdue" depend on them. */
export type InboxViewer = { staffId?: string; now?: Date };

/** Still being worked: neither won nor lost. */
const openExpr = sql`${statusExpr} not in ('won', 'lost')`;

export function inboxWhere(filters: InboxFilters, viewer: InboxViewer = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const digits = filters.q.replace(/\D/g, "");
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.company, pattern),
        ilike(leads.message, pattern),
        ilike(leads.phoneE164, pattern),
        ...(digits.length >= 4 ? [ilike(leads.phoneE164, `%${digits}%`)] : []),
      )!,
    );
  }
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.status) conditions.push(sql`${statusExpr} = ${filters.status}`);
  if (filters.from) conditions.push(gte(leads.createdAt, dayBoundary(filters.from, false)));
  if (filters.to) conditions.push(lt(leads.createdAt, dayBoundary(filters.to, true)));
  if (filters.source) conditions.push(eq(leads.sourcePage, filters.source));
  if (filters.epr) conditions.push(eq(leads.eprType, filters.epr));
  if (filters.service) conditions.push(eq(leads.service, filters.service));
  if (filters.view === "mine") {
    // Without a viewer nobody is "me": nothing matches rather than everything.
    conditions.push(viewer.staffId ? eq(leadWorkflow.ownerId, viewer.staffId) : sql`false`);
  }
  if (filters.view === "overdue") {
    conditions.push(and(lt(leadWorkflow.followUpOn, indiaToday(viewer.now)), openExpr)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export type InboxRow = WorkedLead;

const inboxColumns = {
  lead: leads,
  status: statusExpr,
  customer: sql<boolean>`coalesce(${leadWorkflow.customer}, false)`,
  owner: sql<string | null>`coalesce(${staffUsers.name}, ${staffUsers.email})`,
  followUpOn: leadWorkflow.followUpOn,
  lastChangeAt: leadWorkflow.lastActivityAt,
};
type InboxSelect = {
  lead: LeadRow;
  status: string;
  customer: boolean;
  owner: string | null;
  followUpOn: string | null;
  lastChangeAt: Date | null;
};
const toInboxRow = ({ lead, ...worked }: InboxSelect & { notes?: string }): InboxRow => ({
  ...lead,
  ...worked,
});

export async function listInbox(
  db: Database,
  filters: InboxFilters,
  viewer: InboxViewer = {},
): Promise<{ rows: InboxRow[]; total: number; page: number; pages: number }> {
  const where = inboxWhere(filters, viewer);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .where(where);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page ?? 1, pages);
  const rows = await db
    .select(inboxColumns)
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWorkflow.ownerId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    rows: rows.map(toInboxRow),
    total,
    page,
    pages,
  };
}

/** A lead's notes, oldest first, one a line: "2026-11-28 10:15 asha@example.com: called back". */
const notesExpr = sql<string>`coalesce((
  select string_agg(
    to_char(${leadEvents.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') || ' ' ||
      ${leadEvents.actorEmail} || ': ' || ${leadEvents.detail},
    E'\n' order by ${leadEvents.createdAt})
  from ${leadEvents}
  where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.kind} = 'note'
), '')`;

/** Every lead matching the filters, oldest first, with its notes, for the CSV export. */
export async function exportInbox(
  db: Database,
  filters: InboxFilters,
  viewer: InboxViewer = {},
): Promise<InboxRow[]> {
  const rows = await db
    .select({ ...inboxColumns, notes: notesExpr })
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .leftJoin(staffUsers, eq(staffUsers.id, leadWorkflow.ownerId))
    .where(inboxWhere(filters, viewer))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map(toInboxRow);
}

export async function getLeadDetail(db: Database, id: string) {
  const [row] = await db
    .select({ lead: leads, workflow: leadWorkflow })
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .where(eq(leads.id, id));
  if (!row) return null;
  const [deliveries, events] = await Promise.all([
    db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, id))
      .orderBy(asc(leadDeliveries.channel)),
    db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(desc(leadEvents.createdAt)),
  ]);
  return {
    lead: row.lead,
    status: row.workflow?.status ?? "new",
    customer: row.workflow?.customer ?? false,
    ownerId: row.workflow?.ownerId ?? null,
    followUpOn: row.workflow?.followUpOn ?? null,
    deliveries,
    events,
  };
}

export async function sourcePages(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ page: leads.sourcePage })
    .from(leads)
    .orderBy(asc(leads.sourcePage))
    .limit(200);
  return rows.map((r) => r.page);
}

export type WeekCount = {
  week: string;
  kind: "contact" | "consultation";
  sourcePage: string;
  count: number;
};

/** Leads per ISO week (Monday, India time) by kind and source page, for the last `weeks` weeks. */
export async function weeklyCounts(
  db: Database,
  weeks = 12,
  now = new Date(),
): Promise<WeekCount[]> {
  const since = new Date(now.getTime() - weeks * 7 * 86_400_000);
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, kind: leads.kind, sourcePage: leads.sourcePage, count: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(week, leads.kind, leads.sourcePage)
    .orderBy(week);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
