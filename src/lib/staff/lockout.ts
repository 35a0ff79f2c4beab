// Locks an account's sign-in after repeated failures, counted in the database for all instances.
// Two counts run side by side for each account:
// - from one client address: five failures in a row lock the account for that address, so
//   guessing from one place stops quickly, but nobody elsewhere can lock a colleague out by
//   typing wrong passwords for their address;
// - from every address together: a hundred in a row lock the account everywhere, the ceiling
//   NIST SP 800-63B (5.2.2) sets on failed attempts against one account, which a guesser
//   spread over many addresses reaches long before a password falls.
// Either lock lasts LOCK_MINUTES; a right password clears both counts.
import "server-only";
import { createHmac } from "node:crypto";
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { staffSignInFailures } from "@/lib/db/schema";

export const MAX_FAILURES = 5;
export const MAX_ACCOUNT_FAILURES = 100;
export const LOCK_MINUTES = 15;

/** A keyed hash, so the table never lists who tried what, or from where. */
function keyed(secret: string, ...parts: string[]): string {
  return createHmac("sha256", secret).update(parts.join("\u0000")).digest("base64url");
}

/** The count of failures on an account from every address. */
function accountKey(email: string, secret: string): string {
  return keyed(secret, email.trim().toLowerCase());
}

/** The count of failures on an account from one client address (unknown: one shared count). */
function addressKey(email: string, address: string | null, secret: string): string {
  return keyed(secret, email.trim().toLowerCase(), address ?? "");
}

type Count = { key: string; max: number };

/** The lockout of one account as seen from one client address. */
export type SignInLock = {
  isLocked(now?: Date): Promise<boolean>;
  /** Counts one failure on both counts; true when the account is now locked for this address. */
  fail(now?: Date): Promise<boolean>;
  clear(): Promise<void>;
};

export function signInLock(
  db: Database,
  secret: string,
  email: string,
  address: string | null,
): SignInLock {
  const counts: Count[] = [
    { key: addressKey(email, address, secret), max: MAX_FAILURES },
    { key: accountKey(email, secret), max: MAX_ACCOUNT_FAILURES },
  ];
  const keys = counts.map((count) => count.key);
  const isLocked = (now = new Date()) => anyLocked(db, keys, now);
  return {
    isLocked,
    async fail(now = new Date()) {
      for (const count of counts) await recordFailure(db, count, now);
      return isLocked(now);
    },
    async clear() {
      await db.delete(staffSignInFailures).where(inArray(staffSignInFailures.key, keys));
    },
  };
}

/** Whether a lock is running on any of the keys. */
async function anyLocked(db: Database, keys: string[], now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: staffSignInFailures.key })
    .from(staffSignInFailures)
    .where(and(inArray(staffSignInFailures.key, keys), gt(staffSignInFailures.lockedUntil, now)));
  return rows.length > 0;
}

/** Counts one failure; the max-th in a row locks for LOCK_MINUTES. */
async function recordFailure(db: Database, { key, max }: Count, now: Date): Promise<void> {
  const lockAt = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const lockRunOut = sql`${staffSignInFailures.lockedUntil} is not null and ${staffSignInFailures.lockedUntil} <= ${now}`;
  await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        // A lock that has run out starts a fresh count.
        failures: sql`case when ${lockRunOut} then 1 else ${staffSignInFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${lockRunOut} then null when ${staffSignInFailures.failures} + 1 >= ${max} then ${lockAt} else ${staffSignInFailures.lockedUntil} end`,
        updatedAt: now,
      },
    });
}
