// Locks an account's sign-in after repeated failures, counted in the database for all instances.
// Two counts run side by side for each account:
// - from one client address: five failures in a row lock the account for that address, so
//   guessing from one place stops quickly, but nobody elsewhere can lock a colleague out by
//   typing wrong passwords for their address;
// - from every address together: a hundred in a row lock the account everywhere, the ceiling
//   NIST SP 800-63B (5.2.2) sets on failed attempts against one account, which a guesser
//   spread over many addresses reaches long before a password falls.
// Attempts are counted before the password is checked, so a burst cannot outrun the count.
// Either lock lasts LOCK_MINUTES; a right password clears both counts. A count nobody has added
// to for FAILURE_MEMORY_HOURS (and whose lock has run out) is forgotten by the scheduled prune
// (staff/sweeps.ts), so the table holds recent guessing only.
// Before any count, the client's own rate limit (STAFF_SIGN_IN_PER_MINUTE) is hit: an attempt it
// refuses writes no count at all, so a flood of made-up addresses cannot grow the table.
// Second-factor codes typed by a signed-in member (to turn two-factor off) have counts of their
// own, which only a right code clears: a right password must not reset the guessing of a code.
import "server-only";
import { createHmac } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { addressBucket } from "@/lib/http/client-address";
import { staffSignInFailures } from "@/lib/db/schema";
import { clientKey, hitRateLimit } from "@/lib/leads/intake/rate-limit";

export const MAX_FAILURES = 5;
export const MAX_ACCOUNT_FAILURES = 100;
/** Wrong codes in a row that lock an account, as better-auth counts them at sign-in. */
export const MAX_CODE_FAILURES = 10;
export const LOCK_MINUTES = 15;
/** How long a count of failures in a row is remembered after its last failure. */
export const FAILURE_MEMORY_HOURS = 24;

/** What a lock counts: passwords, or second-factor codes typed by a signed-in member. */
export type LockScope = "password" | "code";

const LIMITS: Record<LockScope, { address: number; account: number }> = {
  password: { address: MAX_FAILURES, account: MAX_ACCOUNT_FAILURES },
  code: { address: MAX_FAILURES, account: MAX_CODE_FAILURES },
};

/** A keyed hash, so the table never lists who tried what, or from where. */
function keyed(secret: string, ...parts: string[]): string {
  return createHmac("sha256", secret).update(parts.join("\u0000")).digest("base64url");
}

/** The scope's own part of a key (none for passwords, whose keys predate scopes). */
function scoped(scope: LockScope): string[] {
  return scope === "password" ? [] : [scope];
}

/** The count of failures on an account from every address. */
function accountKey(email: string, secret: string, scope: LockScope = "password"): string {
  return keyed(secret, ...scoped(scope), email.trim().toLowerCase());
}

/**
 * The count of failures on an account from one client address (an IPv6 one by its /64, whose
 * addresses a guesser could otherwise take in turn; unknown: one shared count).
 */
function addressKey(
  email: string,
  address: string | null,
  secret: string,
  scope: LockScope,
): string {
  return keyed(secret, ...scoped(scope), email.trim().toLowerCase(), addressBucket(address) ?? "");
}

type Count = { key: string; max: number };

/** One attempt on an account, counted before its password is checked. */
export type Attempt = {
  /** False when the account is locked for this address: the password must not be checked. */
  allowed: boolean;
  /** True when this was the last attempt before the lock, so a wrong password locks. */
  lastBeforeLock: boolean;
};

/** The lockout of one account as seen from one client address. */
export type SignInLock = {
  /**
   * Counts an attempt, atomically, before the password is checked: however many arrive at once,
   * only as many as the counts allow go ahead (a check first and a count after the slow password
   * check would let a burst through). A right password then clears the counts.
   */
  attempt(now?: Date): Promise<Attempt>;
  clear(): Promise<void>;
};

export function signInLock(
  db: Database,
  secret: string,
  email: string,
  address: string | null,
  scope: LockScope = "password",
): SignInLock {
  const limits = LIMITS[scope];
  const byAddress: Count = { key: addressKey(email, address, secret, scope), max: limits.address };
  const byAccount: Count = { key: accountKey(email, secret, scope), max: limits.account };
  return {
    async attempt(now = new Date()) {
      const fromHere = await countAttempt(db, byAddress, now);
      // Refused here, it is not counted against the account everywhere: one address alone must
      // not lock a colleague out (see the top of this file).
      if (fromHere > byAddress.max) return { allowed: false, lastBeforeLock: false };
      const everywhere = await countAttempt(db, byAccount, now);
      return {
        allowed: everywhere <= byAccount.max,
        lastBeforeLock: fromHere === byAddress.max || everywhere === byAccount.max,
      };
    },
    async clear() {
      await db
        .delete(staffSignInFailures)
        .where(inArray(staffSignInFailures.key, [byAddress.key, byAccount.key]));
    },
  };
}

/**
 * Counts one attempt in a single statement and returns the count: the max-th in a row starts a
 * lock of LOCK_MINUTES; while a lock runs, attempts are counted beyond max (and refused) without
 * making it longer; once it has run out, the count starts afresh.
 */
async function countAttempt(db: Database, { key, max }: Count, now: Date): Promise<number> {
  const lockAt = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const { failures, lockedUntil } = staffSignInFailures;
  const lockRunOut = sql`${lockedUntil} is not null and ${lockedUntil} <= ${now}`;
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, lockedUntil: max <= 1 ? lockAt : null, updatedAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        failures: sql`case when ${lockRunOut} then 1 else ${failures} + 1 end`,
        lockedUntil: sql`case when ${lockRunOut} then null when ${lockedUntil} > ${now} then ${lockedUntil} when ${failures} + 1 >= ${max} then ${lockAt} else ${lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures });
  return row!.failures;
}

/**
 * Lifts the lock on an account everywhere (its count from all addresses together), as a new
 * password set by an administrator does. A lock on one address's guesses is left to run out.
 */
export async function clearAccountLock(db: Database, secret: string, email: string) {
  await db
    .delete(staffSignInFailures)
    .where(eq(staffSignInFailures.key, accountKey(email, secret)));
}

/**
 * Admits one password attempt: first the client's rate limit (one row per client and window,
 * spent windows swept), then the account's lockout counts. A rate-limited attempt is refused
 * before it writes any count.
 */
export async function admitSignIn(
  db: Database,
  secret: string,
  email: string,
  address: string | null,
  perMinute: number,
  now = new Date(),
): Promise<{ rateLimited: true } | ({ rateLimited: false; lock: SignInLock } & Attempt)> {
  const limit = await hitRateLimit(
    db,
    `staff-sign-in:${clientKey(address, secret)}`,
    { max: perMinute, windowSeconds: 60 },
    now,
  );
  if (!limit.allowed) return { rateLimited: true };
  const lock = signInLock(db, secret, email, address);
  return { rateLimited: false, lock, ...(await lock.attempt(now)) };
}
