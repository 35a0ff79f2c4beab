// Client organisations and their people as staff manage them: create, list, suspend, remove.
// Every function that touches a person takes the organisation too, and matches both, so a
// client administrator's action can only reach their own organisation's people.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import {
  clientInvitations,
  clientOrganisations,
  clientSessions,
  clientUsers,
  portalEvents,
  staffUsers,
} from "@/lib/db/schema";
import { logPortalEvent, type Actor } from "@/lib/portal/events";

/** The regimes a client holds a CPCB or state-board registration under. */
export const REGIMES = {
  plastic: "Plastic packaging",
  "e-waste": "E-waste",
  batteries: "Batteries",
} as const;
export type Regime = keyof typeof REGIMES;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === "" ? undefined : v))
    .optional();

/** A GSTIN: state code, PAN, entity number, Z, check character (CBIC's format). */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const organisationSchema = z.object({
  name: z.string().trim().min(2, "Enter the organisation's name.").max(200),
  gstin: optionalText(15).pipe(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(GSTIN, "A GSTIN has 15 characters, like 33AAAAA0000A1Z5."))
      .optional(),
  ),
  plastic: optionalText(100),
  "e-waste": optionalText(100),
  batteries: optionalText(100),
  managerId: optionalText(100),
});
export type OrganisationInput = z.input<typeof organisationSchema>;

export async function createOrganisation(
  db: Database,
  input: z.output<typeof organisationSchema>,
  actor: Actor,
): Promise<string> {
  const id = randomUUID();
  const registrations: Record<string, string> = {};
  for (const regime of Object.keys(REGIMES) as Regime[]) {
    const number = input[regime];
    if (number) registrations[regime] = number;
  }
  await db.transaction(async (tx) => {
    await tx.insert(clientOrganisations).values({
      id,
      name: input.name,
      gstin: input.gstin ?? null,
      registrations,
      managerId: input.managerId ?? null,
    });
    await logPortalEvent(tx, {
      organisationId: id,
      action: "organisation.created",
      actor,
      subject: input.name,
    });
  });
  return id;
}

/** Every organisation with its count of people, by name. */
export function listOrganisations(db: Database) {
  return db
    .select({
      id: clientOrganisations.id,
      name: clientOrganisations.name,
      suspendedAt: clientOrganisations.suspendedAt,
      manager: staffUsers.email,
      people: sql<number>`(select count(*)::int from ${clientUsers} where ${clientUsers.organisationId} = ${clientOrganisations.id})`,
    })
    .from(clientOrganisations)
    .leftJoin(staffUsers, eq(staffUsers.id, clientOrganisations.managerId))
    .orderBy(asc(clientOrganisations.name));
}

export async function getOrganisation(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [organisation] = await db
    .select({ organisation: clientOrganisations, manager: staffUsers.email })
    .from(clientOrganisations)
    .leftJoin(staffUsers, eq(staffUsers.id, clientOrganisations.managerId))
    .where(eq(clientOrganisations.id, id));
  return organisation ?? null;
}

/** An organisation's people, administrators first. */
export function getPeople(db: Database, organisationId: string) {
  return db
    .select({
      id: clientUsers.id,
      name: clientUsers.name,
      email: clientUsers.email,
      role: clientUsers.role,
      twoFactorEnabled: clientUsers.twoFactorEnabled,
      suspendedAt: clientUsers.suspendedAt,
      createdAt: clientUsers.createdAt,
    })
    .from(clientUsers)
    .where(eq(clientUsers.organisationId, organisationId))
    .orderBy(asc(clientUsers.role), asc(clientUsers.name));
}

/** Invitations not yet accepted nor withdrawn (expired ones included, marked by their date). */
export function getOpenInvitations(db: Database, organisationId: string) {
  return db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      expiresAt: clientInvitations.expiresAt,
    })
    .from(clientInvitations)
    .where(
      and(
        eq(clientInvitations.organisationId, organisationId),
        isNull(clientInvitations.acceptedAt),
        isNull(clientInvitations.revokedAt),
      ),
    )
    .orderBy(asc(clientInvitations.createdAt));
}

/** Ends every session of the given people at once. */
async function endSessions(db: Pick<Database, "delete">, userIds: string[]) {
  if (userIds.length > 0)
    await db.delete(clientSessions).where(inArray(clientSessions.userId, userIds));
}

export async function setOrganisationSuspended(
  db: Database,
  organisationId: string,
  suspended: boolean,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(clientOrganisations)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(eq(clientOrganisations.id, organisationId))
      .returning({ name: clientOrganisations.name });
    if (rows.length === 0) return false;
    if (suspended) {
      const people = await tx
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(eq(clientUsers.organisationId, organisationId));
      await endSessions(
        tx,
        people.map((p) => p.id),
      );
    }
    await logPortalEvent(tx, {
      organisationId,
      action: suspended ? "organisation.suspended" : "organisation.restored",
      actor,
      subject: rows[0]!.name,
    });
    return true;
  });
}

export async function setPersonSuspended(
  db: Database,
  organisationId: string,
  personId: string,
  suspended: boolean,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(clientUsers)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(and(eq(clientUsers.id, personId), eq(clientUsers.organisationId, organisationId)))
      .returning({ email: clientUsers.email });
    if (rows.length === 0) return false;
    if (suspended) await endSessions(tx, [personId]);
    await logPortalEvent(tx, {
      organisationId,
      action: suspended ? "person.suspended" : "person.restored",
      actor,
      subject: rows[0]!.email,
    });
    return true;
  });
}

/**
 * Removes a person and erases their personal data: the account (sessions, password and
 * two-factor secret go with it), and their name and address in the access log, where what they
 * did stays, by "a former user".
 */
export async function removePerson(
  db: Database,
  organisationId: string,
  personId: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(clientUsers)
      .where(and(eq(clientUsers.id, personId), eq(clientUsers.organisationId, organisationId)))
      .returning({ email: clientUsers.email });
    if (rows.length === 0) return false;
    const email = rows[0]!.email;
    await tx
      .update(portalEvents)
      .set({ actorEmail: null })
      .where(and(eq(portalEvents.actorKind, "client"), eq(portalEvents.actorId, personId)));
    await tx
      .update(portalEvents)
      .set({ subject: "a former user" })
      .where(eq(portalEvents.subject, email));
    await tx.delete(clientInvitations).where(eq(clientInvitations.email, email));
    await logPortalEvent(tx, {
      organisationId,
      action: "person.removed",
      actor,
      subject: "a former user",
    });
    return true;
  });
}

/** Staff who may manage an organisation, for the form's list. */
export function getStaffMembers(db: Database) {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
}
