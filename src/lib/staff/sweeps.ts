// What expires in the staff's tables: sign-in failure counts, better-auth's rate-limit windows,
// sessions and verifications, the privacy audit and erasure tombstones past their retention
// (run by lib/jobs/sweeper.ts).
import "server-only";
import { and, isNull, lt, lte, or } from "drizzle-orm";
import { DEFAULT_LEAD_RETENTION_MONTHS } from "@/content/retention";
import {
  privacyAudit,
  staffRateLimits,
  staffSessions,
  staffSignInFailures,
  staffVerifications,
} from "@/lib/db/schema";
import { retentionCutoff } from "@/lib/jobs/retention";
import { countRows, type Sweep } from "@/lib/jobs/sweeper";
import { forgetOldTombstones } from "@/lib/ops/backup/tombstones";
import { FAILURE_MEMORY_HOURS } from "@/lib/staff/auth/lockout";

/** How long the audit of erasures, deletions and exports is kept, in months: a year at least. */
export function auditRetentionMonths(leadRetentionMonths: number): number {
  return Math.max(12, leadRetentionMonths);
}

/**
 * Sign-in failure counts are forgotten after FAILURE_MEMORY_HOURS once their lock has run out;
 * expired sessions and verifications go; audit rows go after their retention, and erasure
 * tombstones once no kept backup can be older than them.
 */
export function staffSweeps(leadRetentionMonths = DEFAULT_LEAD_RETENTION_MONTHS) {
  return {
    signInFailures: (db, now) =>
      countRows(
        db
          .delete(staffSignInFailures)
          .where(
            and(
              lt(
                staffSignInFailures.updatedAt,
                new Date(now.getTime() - FAILURE_MEMORY_HOURS * 3_600_000),
              ),
              or(
                isNull(staffSignInFailures.lockedUntil),
                lte(staffSignInFailures.lockedUntil, now),
              ),
            ),
          )
          .returning({ key: staffSignInFailures.key }),
      ),
    // better-auth's windows are a minute at most (lib/staff/auth/better-auth.ts); an hour leaves any in use.
    authRateLimits: (db, now) =>
      countRows(
        db
          .delete(staffRateLimits)
          .where(lt(staffRateLimits.lastRequest, now.getTime() - 3_600_000))
          .returning({ id: staffRateLimits.id }),
      ),
    sessions: (db, now) =>
      countRows(
        db
          .delete(staffSessions)
          .where(lt(staffSessions.expiresAt, now))
          .returning({ id: staffSessions.id }),
      ),
    verifications: (db, now) =>
      countRows(
        db
          .delete(staffVerifications)
          .where(lt(staffVerifications.expiresAt, now))
          .returning({ id: staffVerifications.id }),
      ),
    audit: (db, now) =>
      countRows(
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
    tombstones: (db, now) => forgetOldTombstones(db, retentionCutoff(leadRetentionMonths + 1, now)),
  } satisfies Record<string, Sweep>;
}
