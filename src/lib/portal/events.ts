// The portal's access log: who (staff, a client person or the system) did what, to what, when.
import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { portalEvents, type PortalAction } from "@/lib/db/schema";

export type Actor =
  | { kind: "staff"; id: string; email: string }
  | { kind: "client"; id: string; email: string }
  | { kind: "system" };

export async function logPortalEvent(
  db: Pick<Database, "insert">,
  event: {
    organisationId: string | null;
    action: PortalAction;
    actor: Actor;
    subject?: string;
    detail?: string;
  },
): Promise<void> {
  await db.insert(portalEvents).values({
    id: randomUUID(),
    organisationId: event.organisationId,
    action: event.action,
    actorKind: event.actor.kind,
    actorId: event.actor.kind === "system" ? null : event.actor.id,
    actorEmail: event.actor.kind === "system" ? null : event.actor.email,
    subject: event.subject ?? null,
    detail: (event.detail ?? "").slice(0, 500),
  });
}

/** An organisation's log, newest first (the caller has checked who may read it). */
export function getOrganisationEvents(db: Database, organisationId: string, limit = 200) {
  return db
    .select()
    .from(portalEvents)
    .where(eq(portalEvents.organisationId, organisationId))
    .orderBy(desc(portalEvents.createdAt))
    .limit(limit);
}
