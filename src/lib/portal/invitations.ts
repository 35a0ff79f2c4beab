// Inviting a person to an organisation's portal: a single-use link mailed through the outbox,
// valid for INVITATION_HOURS; accepting it creates the person's account with the password they
// choose (the staff password rules). Only a hash of the link's token is stored.
import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import {
  clientAccounts,
  clientInvitations,
  clientOrganisations,
  clientUsers,
  CLIENT_ROLES,
} from "@/lib/db/schema";
import { newPasswordSchema } from "@/lib/staff/auth/accounts";
import type { ClientAuth } from "@/lib/portal/auth/better-auth";
import { logPortalEvent, type Actor } from "@/lib/portal/events";
import { queueMail } from "@/lib/portal/mail";

export const INVITATION_HOURS = 72;
export const INVITATION_PATH = "/login/invitation";

export const invitationSchema = z.object({
  email: z
    .email("Enter an e-mail address, like name@example.com.")
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
  name: z.string().trim().min(1, "Enter the person's name.").max(100),
  role: z.enum(CLIENT_ROLES),
});

export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const acceptSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export type InviteResult = { status: "invited"; mailId: string } | { status: "exists" };

/**
 * Stores an invitation and queues its e-mail; an earlier open invitation of the same address to
 * the same organisation is withdrawn (only the newest link works). An address that already has
 * an account, in any organisation, is refused: a person belongs to one organisation.
 */
export async function invitePerson(
  db: Database,
  organisationId: string,
  input: z.output<typeof invitationSchema>,
  actor: Exclude<Actor, { kind: "system" }>,
  siteUrl: string,
  now = new Date(),
): Promise<InviteResult> {
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: clientUsers.id })
      .from(clientUsers)
      .where(eq(clientUsers.email, input.email));
    if (existing) return { status: "exists" } as const;
    const [organisation] = await tx
      .select({ name: clientOrganisations.name })
      .from(clientOrganisations)
      .where(eq(clientOrganisations.id, organisationId));
    if (!organisation) return { status: "exists" } as const;
    await tx
      .update(clientInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(clientInvitations.organisationId, organisationId),
          eq(clientInvitations.email, input.email),
          isNull(clientInvitations.acceptedAt),
          isNull(clientInvitations.revokedAt),
        ),
      );
    await tx.insert(clientInvitations).values({
      id: randomUUID(),
      organisationId,
      email: input.email,
      name: input.name,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: `${actor.kind}:${actor.email}`,
      expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
    });
    const link = `${siteUrl}${INVITATION_PATH}?token=${token}`;
    const mailId = await queueMail(tx, {
      to: input.email,
      subject: `Your access to the Nirmal Earth client portal for ${organisation.name}`,
      body: [
        `Hello ${input.name},`,
        "",
        `You have been invited to the Nirmal Earth client portal for ${organisation.name}, where`,
        "your EPR certificates and compliance documents are kept.",
        "",
        `Choose your password here (the link works once, within ${INVITATION_HOURS} hours):`,
        link,
        "",
        "If you did not expect this e-mail, ignore it: nothing happens without the link.",
      ].join("\n"),
    });
    await logPortalEvent(tx, {
      organisationId,
      action: "person.invited",
      actor,
      subject: input.email,
      detail: input.role,
    });
    return { status: "invited", mailId } as const;
  });
}

/** The open invitation a token names, with its organisation's name; null if none works. */
export async function findInvitation(db: Database, token: string, now = new Date()) {
  if (!tokenSchema.safeParse(token).success) return null;
  const [row] = await db
    .select({
      email: clientInvitations.email,
      name: clientInvitations.name,
      role: clientInvitations.role,
      organisationName: clientOrganisations.name,
    })
    .from(clientInvitations)
    .innerJoin(clientOrganisations, eq(clientOrganisations.id, clientInvitations.organisationId))
    .where(
      and(
        eq(clientInvitations.tokenHash, hashToken(token)),
        isNull(clientInvitations.acceptedAt),
        isNull(clientInvitations.revokedAt),
        gt(clientInvitations.expiresAt, now),
        isNull(clientOrganisations.suspendedAt),
      ),
    );
  return row ?? null;
}

/** An invitation that cannot be used after all (its organisation suspended, its address taken). */
class InvitationRefused extends Error {
  override name = "InvitationRefused";
}

export type AcceptResult = { status: "joined"; email: string } | { status: "invalid" };

/**
 * Uses the invitation (once: the update that marks it is the check, so two tabs cannot both
 * succeed) and creates the account, in one transaction: a failure leaves the link usable.
 */
export async function acceptInvitation(
  auth: ClientAuth,
  db: Database,
  input: z.output<typeof acceptSchema>,
  now = new Date(),
): Promise<AcceptResult> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  return db
    .transaction(async (tx) => {
      const [invitation] = await tx
        .update(clientInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(clientInvitations.tokenHash, hashToken(input.token)),
            isNull(clientInvitations.acceptedAt),
            isNull(clientInvitations.revokedAt),
            gt(clientInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!invitation) return { status: "invalid" } as const;
      const [organisation] = await tx
        .select({ suspendedAt: clientOrganisations.suspendedAt })
        .from(clientOrganisations)
        .where(eq(clientOrganisations.id, invitation.organisationId));
      const [taken] = await tx
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(eq(clientUsers.email, invitation.email));
      if (!organisation || organisation.suspendedAt || taken) {
        // Thrown to undo the update above: the link stays as it was.
        throw new InvitationRefused();
      }
      const id = randomUUID();
      await tx.insert(clientUsers).values({
        id,
        name: invitation.name,
        email: invitation.email,
        emailVerified: true,
        organisationId: invitation.organisationId,
        role: invitation.role,
      });
      // The credential as better-auth stores it (its scrypt hash), so its sign-in checks it.
      await tx.insert(clientAccounts).values({
        id: randomUUID(),
        userId: id,
        accountId: id,
        providerId: "credential",
        password: hash,
      });
      await logPortalEvent(tx, {
        organisationId: invitation.organisationId,
        action: "person.joined",
        actor: { kind: "client", id, email: invitation.email },
        subject: invitation.email,
        detail: invitation.role,
      });
      return { status: "joined", email: invitation.email } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationRefused) return { status: "invalid" } as const;
      throw error;
    });
}
