// Writes and reads leads; a lead and its pending deliveries are stored in one transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import { asc, gte } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadDeliveries, leads, type LeadRow } from "@/lib/db/schema";
import type { LeadInput } from "./schema";

export type StoredLead = LeadRow;

export async function storeLead(
  db: Database,
  lead: LeadInput,
  meta: { privacyNoticeVersion: string; channels: readonly ("email" | "webhook")[] },
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id,
      kind: lead.kind,
      name: lead.name || null,
      company: lead.company || null,
      phoneE164: lead.phone,
      email: lead.email,
      eprType: lead.kind === "consultation" ? lead.eprType : null,
      message: lead.message,
      sourcePage: lead.page,
      privacyNoticeVersion: meta.privacyNoticeVersion,
      marketingOptIn: lead.marketingOptIn,
    });
    if (meta.channels.length > 0) {
      await tx
        .insert(leadDeliveries)
        .values(meta.channels.map((channel) => ({ id: randomUUID(), leadId: id, channel })));
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
