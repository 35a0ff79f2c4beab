// Counts the submissions the lead forms refuse, per India day and reason, for the operations
// page's form health. A failure to count never fails the visitor's answer.
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadRefusals } from "@/lib/db/schema";

export type RefusalReason = (typeof leadRefusals.$inferInsert)["reason"];

/** "2026-11-28": the day in India that `now` falls in. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export async function countRefusal(db: Database, reason: RefusalReason, now = new Date()) {
  try {
    await db
      .insert(leadRefusals)
      .values({ day: indiaDay(now), reason, count: 1 })
      .onConflictDoUpdate({
        target: [leadRefusals.day, leadRefusals.reason],
        set: { count: sql`${leadRefusals.count} + 1` },
      });
  } catch (error) {
    console.warn(`[leads] refusal not counted: ${(error as Error).name}`);
  }
}
