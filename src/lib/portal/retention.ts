// Prunes the portal's tables on the sweeper's schedule (leads/sweeper.ts): expired client
// sessions, verifications and limiter rows; invitations and sent mail once they can no longer be
// used (they hold addresses); and activity older than the audit's retention.
import "server-only";
import { and, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  clientInvitations,
  clientRateLimits,
  clientSessions,
  clientVerifications,
  portalEvents,
  portalMail,
} from "@/lib/db/schema";

/** How long a used, withdrawn or expired invitation, and a sent message, are kept: 30 days. */
export const SPENT_DAYS = 30;

export type PortalSwept = {
  sessions: number;
  verifications: number;
  rateLimits: number;
  invitations: number;
  mail: number;
  events: number;
};

export async function sweepPortal(
  db: Database,
  now: Date,
  eventsBefore: Date,
): Promise<PortalSwept> {
  const spentBefore = new Date(now.getTime() - SPENT_DAYS * 86_400_000);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await count(
      db
        .delete(clientSessions)
        .where(lt(clientSessions.expiresAt, now))
        .returning({ id: clientSessions.id }),
    ),
    verifications: await count(
      db
        .delete(clientVerifications)
        .where(lt(clientVerifications.expiresAt, now))
        .returning({ id: clientVerifications.id }),
    ),
    rateLimits: await count(
      db
        .delete(clientRateLimits)
        .where(lt(clientRateLimits.lastRequest, now.getTime() - 3_600_000))
        .returning({ id: clientRateLimits.id }),
    ),
    invitations: await count(
      db
        .delete(clientInvitations)
        .where(
          or(
            lt(clientInvitations.expiresAt, spentBefore),
            and(
              isNotNull(clientInvitations.acceptedAt),
              lt(clientInvitations.acceptedAt, spentBefore),
            ),
            and(
              isNotNull(clientInvitations.revokedAt),
              lt(clientInvitations.revokedAt, spentBefore),
            ),
          ),
        )
        .returning({ id: clientInvitations.id }),
    ),
    mail: await count(
      db
        .delete(portalMail)
        .where(
          and(
            inArray(portalMail.status, ["sent", "failed"]),
            lt(portalMail.createdAt, spentBefore),
          ),
        )
        .returning({ id: portalMail.id }),
    ),
    events: await count(
      db
        .delete(portalEvents)
        .where(lt(portalEvents.createdAt, eventsBefore))
        .returning({ id: portalEvents.id }),
    ),
  };
}
