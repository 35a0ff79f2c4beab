// Prunes the portal's tables on the sweeper's schedule (jobs/sweeper.ts): expired client
// sessions, verifications and limiter rows; invitations and sent mail once they can no longer be
// used (they hold addresses); and activity older than the audit's retention.
import "server-only";
import { and, inArray, isNotNull, lt, or } from "drizzle-orm";
import {
  clientInvitations,
  clientRateLimits,
  clientSessions,
  clientVerifications,
  portalEvents,
  portalMail,
} from "@/lib/db/schema";
import { retentionCutoff } from "@/lib/jobs/retention";
import { countRows, type Sweep } from "@/lib/jobs/sweeper";

/** How long a used, withdrawn or expired invitation, and a sent message, are kept: 30 days. */
export const SPENT_DAYS = 30;

/**
 * The portal's sweeps, by name, for the sweeper (lib/jobs/sweeper.ts): activity goes after the
 * audit's retention (`auditRetentionMonths`), the rest as described above.
 */
export function portalSweeps(auditMonths: number): Record<string, Sweep> {
  const spentBefore = (now: Date) => new Date(now.getTime() - SPENT_DAYS * 86_400_000);
  return {
    clientSessions: (db, now) =>
      countRows(
        db
          .delete(clientSessions)
          .where(lt(clientSessions.expiresAt, now))
          .returning({ id: clientSessions.id }),
      ),
    clientVerifications: (db, now) =>
      countRows(
        db
          .delete(clientVerifications)
          .where(lt(clientVerifications.expiresAt, now))
          .returning({ id: clientVerifications.id }),
      ),
    clientRateLimits: (db, now) =>
      countRows(
        db
          .delete(clientRateLimits)
          .where(lt(clientRateLimits.lastRequest, now.getTime() - 3_600_000))
          .returning({ id: clientRateLimits.id }),
      ),
    clientInvitations: (db, now) =>
      countRows(
        db
          .delete(clientInvitations)
          .where(
            or(
              lt(clientInvitations.expiresAt, spentBefore(now)),
              and(
                isNotNull(clientInvitations.acceptedAt),
                lt(clientInvitations.acceptedAt, spentBefore(now)),
              ),
              and(
                isNotNull(clientInvitations.revokedAt),
                lt(clientInvitations.revokedAt, spentBefore(now)),
              ),
            ),
          )
          .returning({ id: clientInvitations.id }),
      ),
    portalMail: (db, now) =>
      countRows(
        db
          .delete(portalMail)
          .where(
            and(
              inArray(portalMail.status, ["sent", "failed"]),
              lt(portalMail.createdAt, spentBefore(now)),
            ),
          )
          .returning({ id: portalMail.id }),
      ),
    portalEvents: (db, now) =>
      countRows(
        db
          .delete(portalEvents)
          .where(lt(portalEvents.createdAt, retentionCutoff(auditMonths, now)))
          .returning({ id: portalEvents.id }),
      ),
  };
}
