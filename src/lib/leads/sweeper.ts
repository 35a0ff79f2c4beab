// Prunes, on a schedule inside the server, every table that requests write to, so none grows
// without bound: spent rate-limit windows, expired keys, sessions and sign-in counts, old audit.
import "server-only";
import { and, isNull, lt, lte, or } from "drizzle-orm";
import { DEFAULT_LEAD_RETENTION_MONTHS } from "@/content/retention";
import { repeat, type BackgroundJob } from "@/lib/background-job";
import { openedDatabase, type Database } from "@/lib/db";
import {
  leadIdempotencyKeys,
  privacyAudit,
  rateLimits,
  staffRateLimits,
  staffSessions,
  staffSignInFailures,
  staffVerifications,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { forgetOldTombstones } from "@/lib/ops/backup/tombstones";
import { FAILURE_MEMORY_HOURS } from "@/lib/staff/auth/lockout";
import { sweepPortal } from "@/lib/portal/retention";
import { retentionCutoff } from "@/lib/staff/leads/privacy";
import { DEFAULT_RATE_LIMIT } from "./config";
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "@/lib/leads/intake/idempotency";

/** How long the audit of erasures, deletions and exports is kept, in months: a year at least. */
export function auditRetentionMonths(leadRetentionMonths: number): number {
  return Math.max(12, leadRetentionMonths);
}

/** How many rows each table lost in one sweep. */
export type Swept = {
  rateLimits: number;
  idempotencyKeys: number;
  signInFailures: number;
  authRateLimits: number;
  sessions: number;
  verifications: number;
  audit: number;
  tombstones: number;
};

/**
 * Removes rows no request can use any more, from every table a request writes to: rate-limit
 * counters whose window has ended (ours and better-auth's), idempotency keys past their
 * lifetime, sign-in failure counts forgotten after FAILURE_MEMORY_HOURS whose lock has run out,
 * expired staff sessions and verifications, audit rows past their retention, and erasure
 * tombstones older than any backup still kept.
 */
export async function sweepExpired(
  db: Database,
  now: Date = new Date(),
  {
    windowSeconds = DEFAULT_RATE_LIMIT.windowSeconds,
    leadRetentionMonths = DEFAULT_LEAD_RETENTION_MONTHS,
  }: { windowSeconds?: number; leadRetentionMonths?: number } = {},
): Promise<Swept> {
  const windowMs = windowSeconds * 1000;
  const currentWindow = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000);
  const failuresBefore = new Date(now.getTime() - FAILURE_MEMORY_HOURS * 3_600_000);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    rateLimits: await count(
      db.delete(rateLimits).where(lt(rateLimits.windowStart, currentWindow)).returning(),
    ),
    idempotencyKeys: await count(
      db
        .delete(leadIdempotencyKeys)
        .where(lt(leadIdempotencyKeys.createdAt, keysBefore))
        .returning({ key: leadIdempotencyKeys.keyHash }),
    ),
    signInFailures: await count(
      db
        .delete(staffSignInFailures)
        .where(
          and(
            lt(staffSignInFailures.updatedAt, failuresBefore),
            or(isNull(staffSignInFailures.lockedUntil), lte(staffSignInFailures.lockedUntil, now)),
          ),
        )
        .returning({ key: staffSignInFailures.key }),
    ),
    // better-auth's windows are a minute at most (lib/staff/auth/better-auth.ts); an hour leaves any in use.
    authRateLimits: await count(
      db
        .delete(staffRateLimits)
        .where(lt(staffRateLimits.lastRequest, now.getTime() - 3_600_000))
        .returning({ id: staffRateLimits.id }),
    ),
    sessions: await count(
      db
        .delete(staffSessions)
        .where(lt(staffSessions.expiresAt, now))
        .returning({ id: staffSessions.id }),
    ),
    verifications: await count(
      db
        .delete(staffVerifications)
        .where(lt(staffVerifications.expiresAt, now))
        .returning({ id: staffVerifications.id }),
    ),
    audit: await count(
      db
        .delete(privacyAudit)
        .where(
          lt(
            privacyAudit.createdAt,
            retentionCutoff(auditRetentionMonths(leadRetentionMonths), now),
          ),
        )
        .returning({ id: privacyAudit.id }),
    ),
    // No kept backup is older than the retention period (ops/backup/schedule.ts), and a restore
    // refuses one that is: a tombstone a month past it can no longer be needed.
    tombstones: await forgetOldTombstones(db, retentionCutoff(leadRetentionMonths + 1, now)),
  };
}

/**
 * Sweeps every rate-limit window (started once, by src/lib/boot.ts). It only uses a database
 * this process has already opened: an instance that never took a lead has nothing of its own to
 * sweep, and opening the embedded database just to sweep would cost its memory for nothing.
 */
export function startRateLimitSweeper(
  intervalMs = DEFAULT_RATE_LIMIT.windowSeconds * 1000,
): BackgroundJob {
  return repeat("[leads] sweep failed", intervalMs, async () => {
    const opened = openedDatabase();
    if (!opened) return;
    const { db } = await opened;
    const now = new Date();
    await sweepExpired(db, now, { leadRetentionMonths: env.LEAD_RETENTION_MONTHS });
    const eventsBefore = retentionCutoff(auditRetentionMonths(env.LEAD_RETENTION_MONTHS), now);
    await sweepPortal(db, now, eventsBefore);
  });
}
