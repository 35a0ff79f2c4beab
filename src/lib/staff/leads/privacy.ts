// Finding and erasing a person's records, the retention run the privacy policy promises, and the
// audit of what was erased, deleted or exported.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leads, leadWorkflow, privacyAudit } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { finishLease, RETENTION_JOB, takeLease } from "@/lib/jobs/lease";
import { retentionCutoff } from "@/lib/jobs/retention";
import { appendErasureLog, buryLeads } from "@/lib/ops/backup/tombstones";
import { normaliseIndianPhone } from "@/lib/phone";
import { cleanedLine } from "@/lib/staff/leads/changes";

/** An e-mail address or phone number as staff type it, without control characters. */
export const personQuerySchema = cleanedLine(254);

/** Every lead whose e-mail or phone matches: what staff must show, correct or erase. */
export async function findPerson(db: Database, query: string) {
  const text = query.trim();
  if (!text) return [];
  const phone = normaliseIndianPhone(text);
  const conditions = [sql`lower(${leads.email}) = ${text.toLowerCase()}`];
  if (phone) conditions.push(eq(leads.phoneE164, phone));
  return db
    .select({ lead: leads, customer: leadWorkflow.customer })
    .from(leads)
    .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
    .where(or(...conditions))
    .orderBy(leads.createdAt);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Deletes the leads `which` selects with their deliveries, notes and history (by cascade), in one
 * transaction with one audit entry holding only the count, the time and the staff member (none
 * for the retention run, none when nothing was left to delete) and a tombstone per lead, so no
 * restore brings any back. Returns how many were deleted.
 */
async function deleteAndBury(
  db: Database,
  which: (tx: Transaction) => SQLWrapper | string[],
  audit: { action: "erasure" | "retention"; actorEmail?: string },
  now: Date,
): Promise<number> {
  const hashes = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(inArray(leads.id, which(tx)))
      .returning({ id: leads.id });
    if (deleted.length === 0) return [];
    await tx.insert(privacyAudit).values({
      id: randomUUID(),
      ...audit,
      leadsDeleted: deleted.length,
      createdAt: now,
    });
    return buryLeads(
      tx,
      deleted.map((row) => row.id),
      now,
    );
  });
  appendErasureLog(env.BACKUP_DIR, hashes, now);
  return hashes.length;
}

/** Erases the given leads (a person's request), recorded under the staff member who did it. */
export async function eraseLeads(
  db: Database,
  ids: readonly string[],
  actorEmail: string,
  now = new Date(),
): Promise<number> {
  if (ids.length === 0) return 0;
  return deleteAndBury(db, () => [...ids], { action: "erasure", actorEmail }, now);
}

/**
 * Records a download of leads by a staff member: the number of leads, the time and who, never
 * the filter (a search may hold a name or an address). Personal data leaving the system is
 * accounted for as its erasure is.
 */
export async function recordExport(
  db: Database,
  leadsExported: number,
  actorEmail: string,
  now = new Date(),
): Promise<void> {
  await db.insert(privacyAudit).values({
    id: randomUUID(),
    action: "export",
    leadsDeleted: 0,
    leadsExported,
    actorEmail,
    createdAt: now,
  });
}

/**
 * Deletes every lead whose last activity is older than `months`, unless it is a customer's,
 * leaving a tombstone for each as an erasure does.
 */
export async function deleteExpiredLeads(
  db: Database,
  months: number,
  now = new Date(),
): Promise<number> {
  const cutoff = retentionCutoff(months, now);
  return deleteAndBury(
    db,
    (tx) =>
      tx
        .select({ id: leads.id })
        .from(leads)
        .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
        .where(
          and(
            lt(sql`coalesce(${leadWorkflow.lastActivityAt}, ${leads.createdAt})`, cutoff),
            sql`coalesce(${leadWorkflow.customer}, false) = false`,
          ),
        ),
    { action: "retention" },
    now,
  );
}

export type RetentionRun = { ran: false } | { ran: true; deleted: number };

/** One retention run across all instances: `everyMs` 0 (the CLI) runs unless one is under way. */
export async function runRetention(
  db: Database,
  months: number,
  options: { everyMs?: number; now?: Date } = {},
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const holder = randomUUID();
  if (!(await takeLease(db, RETENTION_JOB, holder, options.everyMs ?? 0, now)))
    return { ran: false };
  try {
    return { ran: true, deleted: await deleteExpiredLeads(db, months, now) };
  } finally {
    await finishLease(db, RETENTION_JOB, holder, new Date(Math.max(Date.now(), now.getTime())));
  }
}
