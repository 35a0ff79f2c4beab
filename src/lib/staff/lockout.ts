// Locks an account's sign-in after repeated failures, counted in the database for all instances.
import "server-only";
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { staffSignInFailures } from "@/lib/db/schema";

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

/** A keyed hash of the address typed in, so the table never lists who tried what. */
export function lockoutKey(email: string, secret: string): string {
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("base64url");
}

export async function lockedUntil(
  db: Database,
  key: string,
  now = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: staffSignInFailures.lockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.key, key));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts one failure; the fifth in a row locks the account for LOCK_MINUTES. */
export async function recordFailure(db: Database, key: string, now = new Date()): Promise<void> {
  const lockAt = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        // A lock that has run out starts a fresh count.
        failures: sql`case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now} then 1 else ${staffSignInFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now} then null when ${staffSignInFailures.failures} + 1 >= ${MAX_FAILURES} then ${lockAt} else ${staffSignInFailures.lockedUntil} end`,
        updatedAt: now,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}
