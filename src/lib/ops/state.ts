// Facts every instance must see alike (the last WordPress webhook), kept in the database.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { opsState } from "@/lib/db/schema";

export const LAST_WEBHOOK_KEY = "wordpress-webhook";

/** Records when something happened; a later time replaces an earlier one, never the reverse. */
export async function recordTime(db: Database, key: string, at: Date): Promise<void> {
  const value = at.toISOString();
  await db
    .insert(opsState)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({
      target: opsState.key,
      set: { value, updatedAt: at },
      setWhere: sql`${opsState.updatedAt} < ${at}`,
    });
}

export async function readTime(db: Database, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: opsState.updatedAt })
    .from(opsState)
    .where(eq(opsState.key, key));
  return row?.updatedAt ?? null;
}
