// Who works a lead and when they follow it up. Giving a lead to someone else e-mails them through
// the outbox (channel "owner"), so a mail-server outage delays the message and loses nothing.
import "server-only";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { leadDeliveries, leadEvents, leads, leadWorkflow, staffUsers } from "@/lib/db/schema";
import type { Actor } from "@/lib/staff/leads/changes";

export type StaffMember = { id: string; name: string; email: string };

/** Everyone a lead can be given to, by name. */
export async function staffMembers(db: Database): Promise<StaffMember[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

const blankIsNone = (v: unknown) => (v === "" || v === null || v === undefined ? null : v);

/** The assignment form: an owner (or none) and a follow-up day (or none), from 2000 on. */
export const assignmentSchema = z.object({
  ownerId: z.preprocess(blankIsNone, z.string().max(100).nullable()),
  followUpOn: z.preprocess(
    blankIsNone,
    z.iso
      .date()
      .refine((day) => day >= "2000-01-01" && day <= "2999-12-31")
      .nullable(),
  ),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export type AssignResult =
  { status: "saved"; notified: boolean } | { status: "not-found" } | { status: "no-such-owner" };

/**
 * Sets a lead's owner and follow-up day, records it in the history, and queues an e-mail to a
 * new owner other than the person assigning (when `mail` is on: a mail server is configured).
 */
export async function assignLead(
  db: Database,
  leadId: string,
  assignment: Assignment,
  actor: Actor,
  options: { mail: boolean; now?: Date },
): Promise<AssignResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: leads.id, ownerId: leadWorkflow.ownerId })
      .from(leads)
      .leftJoin(leadWorkflow, eq(leadWorkflow.leadId, leads.id))
      .where(eq(leads.id, leadId));
    if (!row) return { status: "not-found" };
    let owner: StaffMember | undefined;
    if (assignment.ownerId) {
      [owner] = await tx
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(eq(staffUsers.id, assignment.ownerId));
      if (!owner) return { status: "no-such-owner" };
    }
    const set = { ownerId: owner?.id ?? null, followUpOn: assignment.followUpOn };
    await tx
      .insert(leadWorkflow)
      .values({ leadId, lastActivityAt: now, updatedBy: actor.id, ...set })
      .onConflictDoUpdate({
        target: leadWorkflow.leadId,
        set: { lastActivityAt: now, updatedBy: actor.id, ...set },
      });
    const detail = [
      owner ? `owner: ${owner.name || owner.email}` : "no owner",
      assignment.followUpOn ? `follow up on ${assignment.followUpOn}` : "no follow-up day",
    ].join("; ");
    await tx.insert(leadEvents).values({
      id: randomUUID(),
      leadId,
      kind: "owner",
      detail,
      actorId: actor.id,
      actorEmail: actor.email,
      createdAt: now,
    });
    const notified = Boolean(
      options.mail && owner && owner.id !== row.ownerId && owner.id !== actor.id,
    );
    if (notified) {
      // One owner message per lead in the outbox: a new assignment sends it again, afresh.
      const fresh = { status: "pending" as const, attempts: 0, nextAttemptAt: now, sentAt: null };
      await tx
        .insert(leadDeliveries)
        .values({ id: randomUUID(), leadId, channel: "owner", ...fresh })
        .onConflictDoUpdate({
          target: [leadDeliveries.leadId, leadDeliveries.channel],
          set: { ...fresh, lastError: null, lockedUntil: null, updatedAt: now },
        });
    }
    return { status: "saved", notified };
  });
}
