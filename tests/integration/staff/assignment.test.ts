// Owners and follow-up days on both databases: assigning a lead e-mails its new owner through
// the outbox (a real SMTP server), "mine" and "overdue" find it, and the staff export carries
// the owner, the follow-up day, the notes and the last change.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/db";
import { leadDeliveries, leads, staffUsers } from "@/lib/db/schema";
import type { LeadsConfig } from "@/lib/leads/config";
import { deliverDue } from "@/lib/leads/delivery/outbox";
import { workedLeadsToCsv } from "@/lib/leads/export";
import { assignLead } from "@/lib/staff/leads/assignment";
import { addNote, setStatus } from "@/lib/staff/leads/changes";
import { exportInbox, listInbox } from "@/lib/staff/leads/inbox";
import { databaseBackends, startSmtpServer } from "../leads/services";

const NOW = new Date("2026-11-23T06:00:00Z");

async function insertLead(db: Database, service: "epr" | "general" = "general") {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    kind: "contact",
    name: "Asha Rao",
    phoneE164: "+919876543210",
    email: `${id}@example.com`,
    sourcePage: "/contact-us",
    privacyNoticeVersion: "2026-11-01",
    service,
    createdAt: NOW,
  });
  return id;
}

async function staffMember(db: Database, name: string) {
  const id = randomUUID();
  const email = `${id}@staff.example`;
  await db.insert(staffUsers).values({ id, name, email });
  return { id, email };
}

describe.each(databaseBackends)("lead owners on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let config: LeadsConfig;
  beforeAll(async () => {
    ({ handle, cleanup } = await open());
    smtp = await startSmtpServer();
    config = {
      email: { smtpUrl: smtp.url, to: "sales@example.com", from: "site@example.com" },
      rateLimit: { max: 20, windowSeconds: 600, secret: "x" },
    };
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
    await cleanup?.();
  });

  it("e-mails a new owner through the outbox, and not the person who takes a lead themselves", async () => {
    const db = handle.db;
    const coordinator = await staffMember(db, "Coordinator");
    const asha = await staffMember(db, "Asha");
    const id = await insertLead(db);

    const given = await assignLead(
      db,
      id,
      { ownerId: asha.id, followUpOn: "2026-11-25" },
      coordinator,
      { mail: true, now: NOW },
    );
    expect(given).toEqual({ status: "saved", notified: true });
    expect(await deliverDue(db, config, { leadId: id, now: NOW })).toMatchObject({ sent: 1 });
    const mail = smtp.messages.find((m) => m.raw.includes(id) && m.to.includes(asha.email));
    // The body as written, quoted-printable's soft line breaks undone.
    const text = mail?.raw.replace(/=\r\n/g, "");
    expect(text).toContain("Lead assigned to you: Asha Rao");
    expect(text).toContain("Follow it up on 2026-11-25.");
    expect(text).toContain(`/staff/leads/${id}`);

    // Only the follow-up day changes: the owner is not told again.
    const moved = await assignLead(
      db,
      id,
      { ownerId: asha.id, followUpOn: "2026-11-26" },
      coordinator,
      { mail: true, now: NOW },
    );
    expect(moved).toEqual({ status: "saved", notified: false });

    const other = await insertLead(db);
    const self = await assignLead(
      db,
      other,
      { ownerId: coordinator.id, followUpOn: null },
      coordinator,
      {
        mail: true,
        now: NOW,
      },
    );
    expect(self).toEqual({ status: "saved", notified: false });
    const owned = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, other));
    expect(owned).toHaveLength(0);

    expect(
      await assignLead(db, id, { ownerId: randomUUID(), followUpOn: null }, coordinator, {
        mail: true,
      }),
    ).toEqual({ status: "no-such-owner" });
  });

  it('lists a lead under its owner\'s "mine" and, once its day has passed, under "overdue"', async () => {
    const db = handle.db;
    const coordinator = await staffMember(db, "Coordinator");
    const ravi = await staffMember(db, "Ravi");
    const id = await insertLead(db, "epr");
    await assignLead(db, id, { ownerId: ravi.id, followUpOn: "2026-11-24" }, coordinator, {
      mail: false,
      now: NOW,
    });
    const ids = async (filters: Parameters<typeof listInbox>[1], staffId: string, now: Date) =>
      (await listInbox(db, filters, { staffId, now })).rows.map((r) => r.id);

    expect(await ids({ view: "mine" }, ravi.id, NOW)).toEqual([id]);
    expect(await ids({ view: "mine" }, coordinator.id, NOW)).not.toContain(id);
    // 24 November in India: due today, not yet overdue.
    expect(await ids({ view: "overdue" }, ravi.id, new Date("2026-11-24T18:00:00Z"))).not.toContain(
      id,
    );
    // 25 November 00:30 in India (24th 19:00 UTC): overdue.
    expect(await ids({ view: "overdue" }, ravi.id, new Date("2026-11-24T19:00:00Z"))).toContain(id);
    expect(await ids({ service: "epr" }, ravi.id, NOW)).toContain(id);
    expect(await ids({ service: "general" }, ravi.id, NOW)).not.toContain(id);
    // A won lead is nobody's overdue follow-up.
    await setStatus(db, id, "won", coordinator, NOW);
    expect(await ids({ view: "overdue" }, ravi.id, new Date("2026-11-30T00:00:00Z"))).not.toContain(
      id,
    );
  });

  it("exports the owner, the follow-up day, the notes and the last change", async () => {
    const db = handle.db;
    const coordinator = await staffMember(db, "Coordinator");
    const meena = await staffMember(db, "Meena");
    const id = await insertLead(db);
    await addNote(db, id, "Called back, wants a quote", coordinator, NOW);
    await assignLead(db, id, { ownerId: meena.id, followUpOn: "2026-12-01" }, coordinator, {
      mail: false,
      now: new Date("2026-11-23T07:00:00Z"),
    });
    const rows = await exportInbox(db, { q: `${id}@example.com` });
    expect(rows).toHaveLength(1);
    const [, row] = workedLeadsToCsv(rows).split("\r\n");
    expect(row).toContain(",Meena,2026-12-01,");
    expect(row).toContain(`2026-11-23 11:30 ${coordinator.email}: Called back, wants a quote`);
    expect(row).toMatch(/,2026-11-23 12:30:00$/);
  });
});
