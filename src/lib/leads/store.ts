// Writes and reads leads; a lead and its pending deliveries are stored in one transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import { asc, gte } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadDeliveries, leadIdempotencyKeys, leads, type LeadRow } from "@/lib/db/schema";
import type { LeadEstimate } from "@/lib/estimator/lead-estimate";
import { fieldsOf, type LeadFieldName } from "@/lib/leads/intake/registry";
import type { LeadInput } from "@/lib/leads/intake/schema";
import { serviceOfLead } from "@/content/lead-services";

export type StoredLead = LeadRow;
type LeadInsert = typeof leads.$inferInsert;

/** The registry's fields the lead's form asks, each in its column; a blank optional one is null. */
function leadColumns(
  lead: LeadInput,
): Omit<LeadInsert, "id" | "kind" | "sourcePage" | "privacyNoticeVersion"> {
  const values: Record<string, string | null> = {};
  for (const field of fieldsOf(lead.kind)) {
    if (field.name === "service") continue;
    const value = lead[field.name as LeadFieldName];
    values[field.column] = field.input.type === "text" ? (value ?? "") : value || null;
  }
  // Required fields (phone, e-mail) are always present: validateLead refused the lead otherwise.
  return values as unknown as Omit<
    LeadInsert,
    "id" | "kind" | "sourcePage" | "privacyNoticeVersion"
  >;
}

/** Another submission with the same idempotency key committed first; this one stored nothing. */
export class IdempotencyKeyTaken extends Error {
  override name = "IdempotencyKeyTaken";
}

export async function storeLead(
  db: Database,
  lead: LeadInput,
  meta: {
    privacyNoticeVersion: string;
    /** A consultation's estimate, recomputed when the lead was validated. */
    estimate: LeadEstimate | null;
    channels: readonly ("email" | "webhook")[];
    idempotency?: { keyHash: string; bodyDigest: string };
  },
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      ...leadColumns(lead),
      id,
      kind: lead.kind,
      service: serviceOfLead(lead),
      sourcePage: lead.page,
      privacyNoticeVersion: meta.privacyNoticeVersion,
      marketingOptIn: lead.marketingOptIn,
      estimateQuery: meta.estimate?.query ?? null,
      estimateSummary: meta.estimate?.summary ?? null,
    });
    if (meta.channels.length > 0) {
      await tx
        .insert(leadDeliveries)
        .values(meta.channels.map((channel) => ({ id: randomUUID(), leadId: id, channel })));
    }
    if (meta.idempotency) {
      // On PostgreSQL a concurrent insert of the same key waits here for the other transaction
      // and then conflicts; rolling back leaves the first submission the only one stored.
      const claimed = await tx
        .insert(leadIdempotencyKeys)
        .values({ ...meta.idempotency, leadId: id })
        .onConflictDoNothing()
        .returning({ keyHash: leadIdempotencyKeys.keyHash });
      if (claimed.length === 0) throw new IdempotencyKeyTaken();
    }
  });
  return id;
}

/** Leads in the order they arrived, optionally only those created at or after `since`. */
export async function listLeads(db: Database, since?: Date): Promise<StoredLead[]> {
  const query = db.select().from(leads);
  const filtered = since ? query.where(gte(leads.createdAt, since)) : query;
  return filtered.orderBy(asc(leads.createdAt), asc(leads.id));
}
