// Retention and erasure on both databases: exactly the leads past the period go (customers stay),
// with their deliveries, notes and history; the audit keeps a count and nothing personal. Also a
// retried delivery, which is no work on the enquiry for the retention period.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/db";
import {
  jobLeases,
  leadDeliveries,
  leadEvents,
  leads,
  leadWorkflow,
  privacyAudit,
  staffUsers,
} from "@/lib/db/schema";
import {
  deleteExpiredLeads,
  eraseLeads,
  findPerson,
  recordExport,
  runRetention,
} from "@/lib/staff/leads/privacy";
import { takeLease } from "@/lib/jobs/lease";
import { addNote, retryDeliveries, setCustomer, setStatus } from "@/lib/staff/leads/changes";
import { databaseBackends } from "../leads/services";

const NOW = new Date("2026-11-23T06:00:00Z");
const monthsAgo = (m: number, days = 0) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - m);
  return new Date(d.getTime() - days * 86_400_000);
};

async function insertLead(
  db: Database,
  createdAt: Date,
  email = `${randomUUID()}@example.com`,
  phone = "+919876543210",
) {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    kind: "contact",
    name: "Test Person",
    phoneE164: phone,
    email,
    message: "Hello",
    sourcePage: "/contact-us",
    privacyNoticeVersion: "2026-11-01",
    createdAt,
  });
  await db.insert(leadDeliveries).values({ id: randomUUID(), leadId: id, channel: "email" });
  return id;
}

async function actor(db: Database) {
  const id = randomUUID();
  await db.insert(staffUsers).values({ id, name: "Staff", email: `${id}@staff.example` });
  return { id, email: `${id}@staff.example` };
}

const count = async (
  db: Database,
  table: typeof leads | typeof leadDeliveries | typeof leadEvents | typeof leadWorkflow,
) => (await db.select().from(table as typeof leads)).length;

describe.each(databaseBackends)("retention and erasure on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await open());
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it("deletes exactly the leads whose last activity is past the period, keeping customers", async () => {
    const db = handle.db;
    const staff = await actor(db);
    await insertLead(db, monthsAgo(24, 1));
    const fresh = await insertLead(db, monthsAgo(23));
    const customer = await insertLead(db, monthsAgo(30));
    await setCustomer(db, customer, true, staff, monthsAgo(30));
    const reactivated = await insertLead(db, monthsAgo(30));
    await addNote(db, reactivated, "Called back", staff, monthsAgo(2));
    const workedLongAgo = await insertLead(db, monthsAgo(40));
    await setStatus(db, workedLongAgo, "lost", staff, monthsAgo(25));

    expect(await deleteExpiredLeads(db, 24, NOW)).toBe(2);
    const left = (await db.select({ id: leads.id }).from(leads)).map((r) => r.id).sort();
    expect(left).toEqual([fresh, customer, reactivated].sort());
    // Deliveries, workflow and history went with their leads.
    const deliveries = await db.select({ leadId: leadDeliveries.leadId }).from(leadDeliveries);
    expect(deliveries.map((d) => d.leadId).sort()).toEqual(left);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, workedLongAgo))).toEqual(
      [],
    );
    expect(
      await db.select().from(leadWorkflow).where(eq(leadWorkflow.leadId, workedLongAgo)),
    ).toEqual([]);
    const audit = await db.select().from(privacyAudit).where(eq(privacyAudit.action, "retention"));
    expect(audit.map((a) => a.leadsDeleted)).toEqual([2]);
    await db.delete(leads);
  });

  it("runs once across instances: a second run in the same day is refused by the lease", async () => {
    const db = handle.db;
    await db.delete(jobLeases);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => takeLease(db, "test-job", randomUUID(), 86_400_000, NOW)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const first = await runRetention(db, 24, { everyMs: 86_400_000, now: NOW });
    expect(first).toEqual({ ran: true, deleted: 0 });
    const second = await runRetention(db, 24, {
      everyMs: 86_400_000,
      now: new Date(NOW.getTime() + 3_600_000),
    });
    expect(second).toEqual({ ran: false });
  });

  it("retries a lead's unsent deliveries on request, naming who asked, without counting it as work on the enquiry", async () => {
    const db = handle.db;
    const staff = await actor(db);
    const lead = await insertLead(db, monthsAgo(1));
    await db
      .update(leadDeliveries)
      .set({ status: "failed", attempts: 8 })
      .where(eq(leadDeliveries.leadId, lead));
    expect(await retryDeliveries(db, lead, staff, NOW)).toBe(true);
    const [delivery] = await db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, lead));
    expect(delivery).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: NOW });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead));
    expect(events).toMatchObject([
      { kind: "delivery", detail: "delivery retried: e-mail", actorEmail: staff.email },
    ]);
    expect(await db.select().from(leadWorkflow).where(eq(leadWorkflow.leadId, lead))).toEqual([]);

    // Once sent, there is nothing to retry, and nothing is written.
    await db.update(leadDeliveries).set({ status: "sent" }).where(eq(leadDeliveries.leadId, lead));
    expect(await retryDeliveries(db, lead, staff, NOW)).toBe(false);
    expect(await retryDeliveries(db, randomUUID(), staff, NOW)).toBe(false);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead))).toHaveLength(1);
    await db.delete(leads).where(eq(leads.id, lead));
  });

  it("audits an export with the count, the time and who, and nothing else", async () => {
    const db = handle.db;
    const before = (await db.select().from(privacyAudit)).length;
    await recordExport(db, 42, "exporter@staff.example", NOW);
    const rows = await db.select().from(privacyAudit).where(eq(privacyAudit.action, "export"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "export",
      leadsExported: 42,
      leadsDeleted: 0,
      actorEmail: "exporter@staff.example",
      createdAt: NOW,
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["action", "actorEmail", "createdAt", "id", "leadsDeleted", "leadsExported"].sort(),
    );
    await db.delete(privacyAudit).where(eq(privacyAudit.action, "export"));
    expect((await db.select().from(privacyAudit)).length).toBe(before);
  });

  it("finds a person by e-mail or phone and erases every record, leaving a count only", async () => {
    const db = handle.db;
    const staff = await actor(db);
    const a = await insertLead(db, monthsAgo(1), "Person@Example.com", "+919812345678");
    const b = await insertLead(db, monthsAgo(0), "other@example.com", "+919812345678");
    const other = await insertLead(db, monthsAgo(0), "someone@example.com", "+919800000000");
    await addNote(db, a, "Private note about the person", staff);
    expect((await findPerson(db, "person@example.com")).map((r) => r.lead.id)).toEqual(
      [a, b].filter((id) => id === a),
    );
    const found = await findPerson(db, "98123 45678");
    expect(found.map((r) => r.lead.id).sort()).toEqual([a, b].sort());

    expect(
      await eraseLeads(
        db,
        found.map((r) => r.lead.id),
        staff.email,
      ),
    ).toBe(2);
    expect((await db.select({ id: leads.id }).from(leads)).map((r) => r.id)).toEqual([other]);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, a))).toEqual([]);
    const [entry] = await db.select().from(privacyAudit).where(eq(privacyAudit.action, "erasure"));
    expect(entry?.leadsDeleted).toBe(2);
    const text = JSON.stringify(entry);
    expect(text).not.toMatch(/person@example|98123|Test Person|Private note/i);
    expect(await count(db, leadDeliveries)).toBe(1);
    // Erased again (a second press, a colleague at the same time): nothing deleted, no entry.
    expect(await eraseLeads(db, [a], staff.email)).toBe(0);
    expect(
      await db.select().from(privacyAudit).where(eq(privacyAudit.action, "erasure")),
    ).toHaveLength(1);
  });
});
