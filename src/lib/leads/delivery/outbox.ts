// Delivers stored leads from the outbox: claims due rows, sends, and records success or the next retry.
import "server-only";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  leadDeliveries,
  leads,
  leadWorkflow,
  staffUsers,
  type LeadDeliveryRow,
  type LeadRow,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { LeadsConfig } from "@/lib/leads/config";
import { sendLeadEmail, sendLeadWebhook, sendOwnerEmail } from "@/lib/leads/delivery/notify";
import { DeliveryError } from "@/lib/mail/transport";
import { countDelivery } from "@/lib/metrics";

export const MAX_ATTEMPTS = 12;
const CLAIM_MS = 2 * 60_000;

/** 1 min, 2, 4, 8 ... capped at 6 h: twelve attempts span a little over a day. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

export type DeliverySummary = { sent: number; retrying: number; failed: number; skipped: number };

type Options = { now?: Date; leadId?: string; limit?: number };

/**
 * Claims due deliveries with FOR UPDATE SKIP LOCKED plus a short lease, so concurrent workers
 * (other instances, `npm run leads:deliver`) never send the same delivery twice.
 */
async function claimDue(db: Database, options: Options): Promise<LeadDeliveryRow[]> {
  const now = options.now ?? new Date();
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, "pending"),
        lte(leadDeliveries.nextAttemptAt, now),
        or(isNull(leadDeliveries.lockedUntil), lt(leadDeliveries.lockedUntil, now)),
        options.leadId ? eq(leadDeliveries.leadId, options.leadId) : undefined,
      ),
    )
    .orderBy(leadDeliveries.nextAttemptAt)
    .limit(options.limit ?? 100)
    .for("update", { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
    .where(inArray(leadDeliveries.id, due))
    .returning();
}

/** The lead's current owner is told; an owner removed meanwhile is nobody to tell. */
async function sendToOwner(db: Database, config: LeadsConfig, lead: LeadRow): Promise<void> {
  const [owner] = await db
    .select({ email: staffUsers.email, followUpOn: leadWorkflow.followUpOn })
    .from(leadWorkflow)
    .innerJoin(staffUsers, eq(staffUsers.id, leadWorkflow.ownerId))
    .where(eq(leadWorkflow.leadId, lead.id));
  if (!owner) throw new DeliveryError("owner none");
  await sendOwnerEmail(config.email!, owner, lead, env.SITE_URL);
}

async function attempt(
  db: Database,
  config: LeadsConfig,
  delivery: LeadDeliveryRow,
  now: Date,
): Promise<keyof DeliverySummary> {
  // The owner's e-mail goes over the team's mail server.
  const channel = delivery.channel === "webhook" ? config.webhook : config.email;
  if (!channel) {
    // Configured when the lead arrived but not in this process: leave it for one that has it.
    await db
      .update(leadDeliveries)
      .set({ lockedUntil: null })
      .where(eq(leadDeliveries.id, delivery.id));
    return "skipped";
  }
  const attempts = delivery.attempts + 1;
  try {
    const [lead] = await db.select().from(leads).where(eq(leads.id, delivery.leadId));
    if (!lead) throw new DeliveryError("lead missing");
    if (delivery.channel === "email") await sendLeadEmail(config.email!, lead);
    else if (delivery.channel === "owner") await sendToOwner(db, config, lead);
    else await sendLeadWebhook(config.webhook!, lead, delivery.id);
    await db
      .update(leadDeliveries)
      .set({
        status: "sent",
        attempts,
        sentAt: new Date(),
        lastError: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(leadDeliveries.id, delivery.id));
    countDelivery(delivery.channel, "sent");
    return "sent";
  } catch (error) {
    const failed = attempts >= MAX_ATTEMPTS;
    const lastError =
      error instanceof DeliveryError ? error.message : `${(error as Error).name ?? "Error"}`;
    await db
      .update(leadDeliveries)
      .set({
        status: failed ? "failed" : "pending",
        attempts,
        lastError: lastError.slice(0, 200),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(leadDeliveries.id, delivery.id));
    console.warn(
      `[leads] delivery ${delivery.id} (${delivery.channel}) attempt ${attempts} failed: ${lastError}`,
    );
    countDelivery(delivery.channel, failed ? "failed" : "retrying");
    return failed ? "failed" : "retrying";
  }
}

/** Sends every due delivery (or only one lead's) and reports what happened. */
export async function deliverDue(
  db: Database,
  config: LeadsConfig,
  options: Options = {},
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, { ...options, now });
  for (const delivery of claimed) summary[await attempt(db, config, delivery, now)]++;
  return summary;
}

/** The first try, run in the background right after the visitor's answer has been sent. */
export async function deliverLeadNow(
  db: Database,
  config: LeadsConfig,
  leadId: string,
): Promise<void> {
  try {
    await deliverDue(db, config, { leadId });
  } catch (error) {
    // The outbox row stays pending; the worker or `npm run leads:deliver` will retry it.
    console.warn(`[leads] background delivery for ${leadId} deferred: ${(error as Error).name}`);
  }
}

/** Puts given-up deliveries back in the queue, e.g. after fixing the SMTP settings. */
export async function requeueFailed(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(leadDeliveries)
    .set({ status: "pending", nextAttemptAt: now, attempts: sql`0`, updatedAt: now })
    .where(eq(leadDeliveries.status, "failed"))
    .returning({ id: leadDeliveries.id });
  return rows.length;
}

export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: leadDeliveries.status, count: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}
