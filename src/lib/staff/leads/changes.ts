// Staff changes to a lead. Each one records who and when, and counts as activity for retention.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { LEAD_STATUSES, leadDeliveries, leadEvents, leads, leadWorkflow } from "@/lib/db/schema";
import { normaliseIndianPhone } from "@/lib/leads/intake/phone";
import { cleanLine, cleanText } from "@/lib/leads/intake/schema";
import type { LeadKind } from "@/lib/leads/intake/fields";
import type { CorrectionField } from "@/lib/staff/leads/correction";

export type Actor = { id: string; email: string };
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type EventKind = (typeof leadEvents.$inferInsert)["kind"];

async function touch(
  tx: Tx,
  leadId: string,
  actor: Actor,
  now: Date,
  set: Partial<typeof leadWorkflow.$inferInsert> = {},
) {
  await tx
    .insert(leadWorkflow)
    .values({ leadId, lastActivityAt: now, updatedBy: actor.id, ...set })
    .onConflictDoUpdate({
      target: leadWorkflow.leadId,
      set: { lastActivityAt: now, updatedBy: actor.id, ...set },
    });
}

async function record(
  tx: Tx,
  leadId: string,
  actor: Actor,
  kind: EventKind,
  detail: string,
  now: Date,
) {
  await tx.insert(leadEvents).values({
    id: randomUUID(),
    leadId,
    kind,
    detail,
    actorId: actor.id,
    actorEmail: actor.email,
    createdAt: now,
  });
}

async function exists(db: Database | Tx, leadId: string): Promise<boolean> {
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  return Boolean(row);
}

type Work = { kind: EventKind; detail: string };

/** Work done on a lead: its workflow row touched (and `set` on it), the event in its history. */
async function logWork(
  tx: Tx,
  leadId: string,
  actor: Actor,
  now: Date,
  work: Work,
  set: Partial<typeof leadWorkflow.$inferInsert> = {},
) {
  await touch(tx, leadId, actor, now, set);
  await record(tx, leadId, actor, work.kind, work.detail, now);
}

/**
 * One piece of work on a lead, in its own transaction (logWork). False, with nothing written,
 * when the lead is gone.
 */
function workOn(
  db: Database,
  leadId: string,
  actor: Actor,
  now: Date,
  work: Work,
  set: Partial<typeof leadWorkflow.$inferInsert> = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await exists(tx, leadId))) return false;
    await logWork(tx, leadId, actor, now, work, set);
    return true;
  });
}

export const statusSchema = z.enum(LEAD_STATUSES);

export async function setStatus(
  db: Database,
  leadId: string,
  status: z.infer<typeof statusSchema>,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return workOn(db, leadId, actor, now, { kind: "status", detail: status }, { status });
}

export const NOTE_MAX_LENGTH = 2000;
/** The limit as the lead page states it. */
export const NOTE_LIMIT = `${NOTE_MAX_LENGTH.toLocaleString("en-IN")} characters`;

/** A note keeps its line breaks and loses other control characters, as a lead's message does. */
export const noteSchema = z
  .string()
  .transform(cleanText)
  .pipe(z.string().min(1).max(NOTE_MAX_LENGTH));

export async function addNote(
  db: Database,
  leadId: string,
  text: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return workOn(db, leadId, actor, now, { kind: "note", detail: text });
}

/** A customer's lead is kept by the retention run until staff clear the mark. */
export async function setCustomer(
  db: Database,
  leadId: string,
  customer: boolean,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  const detail = customer ? "marked as customer" : "customer mark removed";
  return workOn(db, leadId, actor, now, { kind: "customer", detail }, { customer });
}

/** One line as staff type it, without control characters (PostgreSQL refuses a NUL). */
export const cleanedLine = (max: number) =>
  z.string().transform(cleanLine).pipe(z.string().max(max));

export const correctionSchema = z.object({
  name: cleanedLine(100),
  company: cleanedLine(150),
  email: z.email().trim().max(254),
  phone: cleanedLine(30).pipe(z.string().min(1)),
}) satisfies z.ZodType<Record<CorrectionField, string>>;

/** What each field says when its correction is refused. */
export const CORRECTION_ERRORS: Record<CorrectionField, string> = {
  name: "Keep the name to 100 characters.",
  company: "Keep the company to 150 characters.",
  email: "Enter an e-mail address like name@example.com.",
  phone: "Enter an Indian phone number, like 98765 43210.",
};

/** A correction refused: the field to fix and what to say under it. */
export type CorrectionRefusal = { field: CorrectionField; error: string };

/** What a lead of each kind cannot do without, as its form requires it (lib/leads/intake/schema.ts). */
const REQUIRED: Record<LeadKind, CorrectionRefusal> = {
  contact: { field: "name", error: "A contact enquiry keeps a name: type one." },
  consultation: { field: "company", error: "A consultation keeps a company: type one." },
};

export type CorrectionResult = "saved" | "not-found" | CorrectionRefusal;

/** Corrects a person's details on one lead; the history names the fields, not their values. */
export async function correctLead(
  db: Database,
  leadId: string,
  input: z.infer<typeof correctionSchema>,
  actor: Actor,
  now = new Date(),
): Promise<CorrectionResult> {
  const phone = normaliseIndianPhone(input.phone);
  if (!phone) return { field: "phone", error: CORRECTION_ERRORS.phone };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!current) return "not-found";
    const next = {
      name: input.name || null,
      company: input.company || null,
      email: input.email.toLowerCase(),
      phoneE164: phone,
    };
    const required = REQUIRED[current.kind];
    if (!input[required.field]) return required;
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (k) => current[k] !== next[k],
    );
    if (changed.length === 0) return "saved";
    await tx.update(leads).set(next).where(eq(leads.id, leadId));
    await logWork(tx, leadId, actor, now, {
      kind: "correction",
      detail: `corrected: ${changed.join(", ")}`,
    });
    return "saved";
  });
}

/** Withdraws the marketing opt-in on a person's request; the lead itself stays. */
export async function withdrawOptIn(
  db: Database,
  leadId: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ optIn: leads.marketingOptIn })
      .from(leads)
      .where(eq(leads.id, leadId));
    if (!current) return false;
    if (!current.optIn) return true;
    await tx.update(leads).set({ marketingOptIn: false }).where(eq(leads.id, leadId));
    await logWork(tx, leadId, actor, now, {
      kind: "opt-out",
      detail: "marketing consent withdrawn",
    });
    return true;
  });
}

const CHANNEL_NAMES = { email: "e-mail", webhook: "webhook" } as const;

/**
 * Makes every delivery of a lead not yet sent due now (a failed one with its attempts counted
 * afresh) and records who asked, in the lead's history. Returns false when there was none to
 * retry (all sent, or no such lead), which writes nothing. The deliveries themselves are made
 * by the outbox (src/lib/leads/delivery/outbox.ts).
 */
export async function retryDeliveries(
  db: Database,
  leadId: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(leadDeliveries)
      .set({
        status: "pending",
        nextAttemptAt: now,
        attempts: sql`case when ${leadDeliveries.status} = 'failed' then 0 else ${leadDeliveries.attempts} end`,
        updatedAt: now,
      })
      .where(and(eq(leadDeliveries.leadId, leadId), ne(leadDeliveries.status, "sent")))
      .returning({ channel: leadDeliveries.channel });
    if (due.length === 0) return false;
    const channels = [...new Set(due.map((d) => CHANNEL_NAMES[d.channel]))].sort();
    // Not the lead's last activity, which starts its retention period again: a delivery to our
    // own team is no work on the enquiry.
    await record(tx, leadId, actor, "delivery", `delivery retried: ${channels.join(", ")}`, now);
    return true;
  });
}
