// submitLead end to end against PGlite and a real PostgreSQL: storage, delivery by SMTP and
// webhook (including receivers that fail and recover), the rate limit and the export.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db";
import { leadDeliveries, leads, rateLimits } from "@/lib/db/schema";
import type { LeadsConfig } from "@/lib/leads/config";
import { leadsToCsv } from "@/lib/leads/export";
import { backoffMs, deliverDue } from "@/lib/leads/delivery/outbox";
import { listLeads } from "@/lib/leads/store";
import { submitLead } from "@/lib/leads/intake/submit";
import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { eq } from "drizzle-orm";
import { databaseBackends, startSmtpServer, startWebhookReceiver } from "./services";

const contact = {
  kind: "contact",
  name: "Asha Rao",
  phone: "098765-43210",
  email: "asha@example.com",
  message: "Weekly pickup for a 40-room hotel.",
  page: "/contact-us",
  marketingOptIn: "on",
};
const consultation = {
  kind: "consultation",
  company: "Sample Foods Pvt Ltd",
  phone: "+91 22 4567 8900",
  email: "epr@samplefoods.example",
  eprType: "e-waste",
  page: "/locations/mumbai",
};
const SECRET = "webhook-secret-for-tests-0123456789";

describe.each(databaseBackends)("leads on $name", (backend) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let url: string | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let config: LeadsConfig;
  const accepted: string[] = [];
  let address = 0;
  const nextClient = () => `198.51.100.${++address}`;

  /** Submits with background work captured, so the test decides when delivery runs. */
  async function submit(raw: unknown, cfg: LeadsConfig = config) {
    const tasks: (() => Promise<void>)[] = [];
    const result = await submitLead(
      raw,
      { clientAddress: nextClient() },
      {
        db: handle.db,
        config: cfg,
        schedule: (task) => tasks.push(task),
      },
    );
    if (result.status === "accepted") accepted.push(result.id);
    return { result, runBackground: () => Promise.all(tasks.map((t) => t())) };
  }

  async function deliveriesOf(leadId: string) {
    return handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  }

  beforeAll(async () => {
    ({ handle, cleanup, url } = await backend.open());
    smtp = await startSmtpServer();
    hook = await startWebhookReceiver();
    config = {
      email: {
        smtpUrl: smtp.url,
        to: "sales@nirmalearth.example",
        from: "website@nirmalearth.example",
      },
      webhook: { url: hook.url, secret: SECRET },
      rateLimit: { max: 100, windowSeconds: 600, secret: "rate-limit-secret-0123456789" },
    };
  }, 60_000);

  afterAll(async () => {
    await smtp?.close();
    await hook?.close();
    await handle?.close();
    await cleanup?.();
  });

  it("applies migrations idempotently: opening the same database again changes nothing", async () => {
    if (url) {
      // Several instances starting at once all succeed; the advisory lock serialises them.
      const again = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
      await Promise.all(again.map((h) => h.close()));
    }
    expect(await handle.db.select().from(leads)).toEqual([]);
  });

  it("stores a contact enquiry with the normalised phone, notice version and opt-in", async () => {
    const { result } = await submit(contact);
    expect(result.status).toBe("accepted");
    const id = (result as { id: string }).id;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: "contact",
      name: "Asha Rao",
      phoneE164: "+919876543210",
      email: "asha@example.com",
      message: contact.message,
      sourcePage: "/contact-us",
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      marketingOptIn: true,
      eprType: null,
    });
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("stores a consultation with company and EPR type, opt-in off by default", async () => {
    const { result } = await submit(consultation);
    const id = (result as { id: string }).id;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      kind: "consultation",
      company: "Sample Foods Pvt Ltd",
      eprType: "e-waste",
      phoneE164: "+912245678900",
      marketingOptIn: false,
    });
  });

  it("stores the estimate a consultation came with, recomputed, and mails it", async () => {
    const { result, runBackground } = await submit({
      ...consultation,
      eprType: "plastic",
      page: "/epr-obligation-estimator",
      estimate: "stream=plastic&fy=2025-26&category=II&q1=120&q2=80&pre=5.5",
    });
    const id = (result as { id: string }).id;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      estimateQuery: "stream=plastic&fy=2025-26&category=II&q1=120&q2=80&pre=5.5",
      estimateSummary: expect.stringContaining("105.5 t"),
    });
    await runBackground();
    const mail = smtp.messages.find((m) => m.raw.includes(id));
    // Long lines are sent quoted-printable: undo it before reading the text.
    const text = (mail?.raw ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(text).toContain("Minimum to be met by recycling: 42.2 t");
    expect(text).toContain(
      "Estimate link: /epr-obligation-estimator/result?stream=plastic&fy=2025-26&category=II",
    );
  });

  it("drops an estimate that is not a valid one instead of storing what the browser sent", async () => {
    const { result } = await submit({ ...consultation, estimate: "stream=ewaste&fy=2025-26&q=-1" });
    const id = (result as { id: string }).id;
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ estimateQuery: null, estimateSummary: null });
  });

  it("stores no client address: the rate-limit key is a keyed hash", async () => {
    const keys = await handle.db.select().from(rateLimits);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).not.toMatch(/198\.51\.100/);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("refuses invalid input without storing anything", async () => {
    const before = (await handle.db.select().from(leads)).length;
    const { result } = await submit({ ...contact, phone: "12345", email: "asha@" });
    expect(result).toMatchObject({
      status: "invalid",
      errors: { phone: [expect.any(String)], email: [expect.any(String)] },
    });
    expect(await handle.db.select().from(leads)).toHaveLength(before);
  });

  it("answers a filled honeypot with a fake success and stores nothing", async () => {
    const before = (await handle.db.select().from(leads)).length;
    const tasks: (() => Promise<void>)[] = [];
    const result = await submitLead(
      { ...contact, website: "http://spam.example" },
      { clientAddress: nextClient() },
      {
        db: handle.db,
        config,
        schedule: (task) => tasks.push(task),
      },
    );
    expect(result.status).toBe("accepted");
    expect(tasks).toHaveLength(0);
    expect(await handle.db.select().from(leads)).toHaveLength(before);
  });

  it("delivers by e-mail and a signed webhook in the background", async () => {
    const { result, runBackground } = await submit(contact);
    const id = (result as { id: string }).id;
    // Nothing was sent before the answer: both deliveries wait in the outbox.
    expect((await deliveriesOf(id)).map((d) => d.status).sort()).toEqual(["pending", "pending"]);
    await runBackground();
    expect((await deliveriesOf(id)).map((d) => d.status)).toEqual(["sent", "sent"]);

    const mail = smtp.messages.find((m) => m.raw.includes(id));
    expect(mail?.to).toEqual(["sales@nirmalearth.example"]);
    expect(mail?.raw).toMatch(/Reply-To: asha@example\.com/i);
    expect(mail?.raw).toContain("+91 98765 43210");

    const request = hook.requests.find((r) => r.body.includes(id));
    expect(request).toBeDefined();
    const timestamp = request!.headers["x-signature-timestamp"] as string;
    const expected = createHmac("sha256", SECRET)
      .update(`${timestamp}.${request!.body}`)
      .digest("hex");
    expect(request!.headers["x-signature"]).toBe(`sha256=${expected}`);
    expect(JSON.parse(request!.body)).toMatchObject({
      event: "lead.created",
      lead: { id, phone: "+919876543210" },
    });
  });

  it("keeps the lead when the webhook fails, retries with backoff and delivers exactly once", async () => {
    const flaky = await startWebhookReceiver(2, 503);
    const cfg: LeadsConfig = {
      ...config,
      email: undefined,
      webhook: { url: flaky.url, secret: SECRET },
    };
    try {
      const { result, runBackground } = await submit(consultation, cfg);
      const id = (result as { id: string }).id;
      await runBackground();
      let [delivery] = await deliveriesOf(id);
      expect(delivery).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "webhook HTTP 503",
      });
      expect(await handle.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);

      // Not due yet: nothing is sent early.
      expect(await deliverDue(handle.db, cfg, { leadId: id })).toMatchObject({
        sent: 0,
        retrying: 0,
      });
      const second = new Date(delivery!.nextAttemptAt.getTime() + 1000);
      expect(
        delivery!.nextAttemptAt.getTime() - delivery!.updatedAt.getTime(),
      ).toBeGreaterThanOrEqual(backoffMs(1) - 1000);
      expect(await deliverDue(handle.db, cfg, { leadId: id, now: second })).toMatchObject({
        retrying: 1,
      });
      [delivery] = await deliveriesOf(id);
      const third = new Date(delivery!.nextAttemptAt.getTime() + 1000);
      expect(await deliverDue(handle.db, cfg, { leadId: id, now: third })).toMatchObject({
        sent: 1,
      });
      // Later runs find nothing left to send.
      const later = new Date(third.getTime() + 86_400_000);
      expect(await deliverDue(handle.db, cfg, { leadId: id, now: later })).toMatchObject({
        sent: 0,
      });

      [delivery] = await deliveriesOf(id);
      expect(delivery).toMatchObject({ status: "sent", attempts: 3, lastError: null });
      const forLead = flaky.requests.filter((r) => r.body.includes(id));
      expect(forLead.map((r) => r.status)).toEqual([503, 503, 204]);
      // Every attempt carried the same delivery id, so a receiver can drop repeats.
      expect(new Set(forLead.map((r) => r.headers["x-delivery-id"])).size).toBe(1);
    } finally {
      await flaky.close();
    }
  });

  it("retries e-mail after a temporary SMTP refusal", async () => {
    const busy = await startSmtpServer(1);
    const cfg: LeadsConfig = {
      ...config,
      webhook: undefined,
      email: { ...config.email!, smtpUrl: busy.url },
    };
    try {
      const { result, runBackground } = await submit(contact, cfg);
      const id = (result as { id: string }).id;
      await runBackground();
      const [first] = await deliveriesOf(id);
      expect(first).toMatchObject({ status: "pending", attempts: 1 });
      expect(first!.lastError).toMatch(/^smtp .*451/);
      expect(first!.lastError).not.toContain("@");
      await deliverDue(handle.db, cfg, { now: new Date(first!.nextAttemptAt.getTime() + 1) });
      expect((await deliveriesOf(id))[0]).toMatchObject({ status: "sent", attempts: 2 });
      expect(busy.messages.filter((m) => m.raw.includes(id))).toHaveLength(1);
    } finally {
      await busy.close();
    }
  });

  it("rate-limits a client across instances sharing the database", async () => {
    const cfg: LeadsConfig = {
      ...config,
      email: undefined,
      webhook: undefined,
      rateLimit: { ...config.rateLimit, max: 3 },
    };
    // A second handle stands in for a second app instance (a second pool, or the same PGlite).
    const other = url ? await openDatabase({ url }) : null;
    const dbs = [handle.db, other?.db ?? handle.db];
    try {
      const results = [];
      for (let i = 0; i < 5; i++) {
        const result = await submitLead(
          contact,
          { clientAddress: "203.0.113.9" },
          { db: dbs[i % 2]!, config: cfg, schedule: () => {} },
        );
        if (result.status === "accepted") accepted.push(result.id);
        results.push(result);
      }
      expect(results.map((r) => r.status)).toEqual([
        "accepted",
        "accepted",
        "accepted",
        "rate-limited",
        "rate-limited",
      ]);
      const limited = results[3] as { retryAfterSeconds: number };
      expect(limited.retryAfterSeconds).toBeGreaterThan(0);
      expect(limited.retryAfterSeconds).toBeLessThanOrEqual(600);
      // Someone else is not affected.
      const elsewhere = await submitLead(
        contact,
        { clientAddress: "203.0.113.10" },
        { db: handle.db, config: cfg },
      );
      expect(elsewhere.status).toBe("accepted");
      if (elsewhere.status === "accepted") accepted.push(elsewhere.id);
    } finally {
      await other?.close();
    }
  });

  it("exports exactly the accepted leads", async () => {
    const rows = await listLeads(handle.db);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(accepted));
    expect(rows).toHaveLength(new Set(accepted).size);
    const csv = leadsToCsv(rows).trim().split("\r\n");
    expect(csv).toHaveLength(rows.length + 1);
    const since = await listLeads(handle.db, new Date(Date.now() + 60_000));
    expect(since).toEqual([]);
  });
});
