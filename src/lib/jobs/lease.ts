// The cross-instance lease: of several servers sharing one database, one runs a daily job.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { jobLeases } from "@/lib/db/schema";

/** The retention run of leads (src/lib/staff/leads/privacy.ts); the operations page reads its last run. */
export const RETENTION_JOB = "lead-retention";

/**
 * Takes the job's lease if nobody ran it within `everyMs` and no other instance holds it: one
 * conditional upsert, so of several instances starting together exactly one wins.
 */
export async function takeLease(
  db: Database,
  name: string,
  holder: string,
  everyMs: number,
  now = new Date(),
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + 10 * 60_000);
  const dueBefore = new Date(now.getTime() - everyMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, leaseUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, leaseUntil },
      setWhere: sql`${jobLeases.leaseUntil} < ${now} and (${jobLeases.lastRunAt} is null or ${jobLeases.lastRunAt} < ${dueBefore})`,
    })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === holder;
}

export async function finishLease(
  db: Database,
  name: string,
  holder: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leaseUntil: now, lastRunAt: now })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
