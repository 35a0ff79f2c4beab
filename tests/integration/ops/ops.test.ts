// The operations status and its alerts against real services: both databases, a real SMTP
// server receiving the alerts, a webhook receiver that goes away and comes back, and a WordPress
// that is unreachable (a closed port) and then the real one. A fixed clock is passed in.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import {
  backupRuns,
  jobLeases,
  leadDeliveries,
  leads,
  opsIncidents,
  staffSignInFailures,
} from "@/lib/db/schema";
import type { LeadsConfig } from "@/lib/leads/config";
import { sendPlainMail } from "@/lib/mail/transport";
import { deliverDue } from "@/lib/leads/delivery/outbox";
import {
  alertMail,
  BACKUP_MISSED_MS,
  observe,
  settleIncidents,
  type Alert,
  type WatchConfig,
} from "@/lib/ops/incidents";
import { LAST_WEBHOOK_KEY, readTime, recordTime } from "@/lib/ops/state";
import { readOpsStatus } from "@/lib/ops/status";
import { RETENTION_JOB } from "@/lib/jobs/lease";
import { createWordPressClient } from "@/lib/wordpress/client";
import {
  databaseBackends,
  startSmtpServer,
  startWebhookReceiver,
  type OpenedDatabase,
} from "../leads/services";

const WORDPRESS_URL = process.env.WORDPRESS_TEST_URL ?? "http://127.0.0.1:8881";
const SITE = "https://www.example.in";
const MINUTE = 60_000;
const watch: WatchConfig = {
  undeliveredMinutes: 30,
  wordpressMinutes: 15,
  backupsScheduled: false,
};

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function addLead(db: Database, channels: ("email" | "webhook")[]): Promise<Date> {
  const id = randomUUID();
  const [row] = await db
    .insert(leads)
    .values({
      id,
      kind: "contact",
      name: "Ops Test",
      phoneE164: "+919876543210",
      email: "ops.test@example.in",
      message: "",
      sourcePage: "/contact-us",
      privacyNoticeVersion: "test",
    })
    .returning({ createdAt: leads.createdAt });
  await db
    .insert(leadDeliveries)
    .values(channels.map((channel) => ({ id: randomUUID(), leadId: id, channel })));
  return row!.createdAt;
}

function subjects(messages: { raw: string }[]): string[] {
  return messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim() ?? "");
}

describe.each(databaseBackends)("operations on $name", (backend) => {
  let opened: OpenedDatabase;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let send: (alert: Alert) => Promise<void>;

  beforeAll(async () => {
    opened = await backend.open();
    db = opened.handle.db;
    smtp = await startSmtpServer();
    send = (alert) =>
      sendPlainMail({
        smtpUrl: smtp.url,
        from: "site@example.in",
        to: "ops@example.in",
        ...alertMail(alert, SITE),
      });
  });

  afterAll(async () => {
    await smtp?.close();
    await opened?.handle.close();
    await opened?.cleanup();
  });

  it("reads the outbox, the last error, webhook, backup, retention and every table's size", async () => {
    const empty = await readOpsStatus(db, { tables: true });
    expect(empty.outbox).toEqual({ pending: 0, failed: 0, sent: 0, oldestUndeliveredAt: null });
    expect(empty.lastDeliveryError).toBeNull();
    expect(empty.lastBackup).toBeNull();
    expect(empty.wordpress).toEqual({ reachability: null, lastWebhookAt: null });
    expect(empty.databaseBytes).toBeGreaterThan(1_000_000);
    expect(empty.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(["leads", "lead_deliveries", "staff_sign_in_failures", "rate_limits"]),
    );
    expect(empty.tables.find((t) => t.name === "leads")).toMatchObject({ rows: 0 });

    const first = await addLead(db, ["webhook"]);
    await addLead(db, ["webhook"]);
    await db.insert(staffSignInFailures).values([
      { key: "a", failures: 1 },
      { key: "b", failures: 2 },
      { key: "c", failures: 3 },
    ]);
    const at = new Date(first.getTime() + MINUTE);
    // The receiver is gone: both deliveries fail and stay pending.
    const hook = await startWebhookReceiver();
    await hook.close();
    const config: LeadsConfig = {
      webhook: { url: hook.url, secret: "a webhook secret of length" },
      rateLimit: { max: 1, windowSeconds: 1, secret: "x".repeat(16) },
    };
    expect(await deliverDue(db, config, { now: at })).toMatchObject({ retrying: 2 });
    await recordTime(db, LAST_WEBHOOK_KEY, at);
    // An older time never replaces a newer one (two instances, clocks apart).
    await recordTime(db, LAST_WEBHOOK_KEY, new Date(at.getTime() - MINUTE));
    await db.insert(backupRuns).values({
      id: randomUUID(),
      trigger: "schedule",
      startedAt: at,
      finishedAt: new Date(at.getTime() + 5000),
      ok: true,
      bytes: 123_456,
      file: "backup.tar.gz",
    });
    await db
      .insert(jobLeases)
      .values({ name: RETENTION_JOB, holder: "x", leaseUntil: at, lastRunAt: at });

    const status = await readOpsStatus(db, { tables: true });
    expect(status.outbox).toEqual({ pending: 2, failed: 0, sent: 0, oldestUndeliveredAt: first });
    expect(status.lastDeliveryError).toMatchObject({ channel: "webhook" });
    expect(status.lastDeliveryError!.code).toMatch(/^webhook /);
    expect(status.wordpress.lastWebhookAt).toEqual(at);
    expect(await readTime(db, LAST_WEBHOOK_KEY)).toEqual(at);
    expect(status.lastBackup).toMatchObject({ ok: true, bytes: 123_456, trigger: "schedule" });
    expect(status.lastGoodBackupAt).toEqual(new Date(at.getTime() + 5000));
    expect(status.lastRetentionAt).toEqual(at);
    expect(status.tables.find((t) => t.name === "leads")).toMatchObject({ rows: 2 });
    expect(status.tables.find((t) => t.name === "staff_sign_in_failures")).toMatchObject({
      rows: 3,
    });
    expect(status.tables.every((t) => t.bytes > 0)).toBe(true);
    await db.delete(leads);
    await db.delete(backupRuns);
  });

  it("mails once when leads stay undelivered past the limit and once when they are delivered", async () => {
    await db.delete(opsIncidents);
    smtp.messages.length = 0;
    const t0 = await addLead(db, ["webhook"]);
    const hook = await startWebhookReceiver();
    await hook.close();
    const config: LeadsConfig = {
      webhook: { url: hook.url, secret: "a webhook secret of length" },
      rateLimit: { max: 1, windowSeconds: 1, secret: "x".repeat(16) },
    };
    const tick = async (minutes: number) => {
      const now = new Date(t0.getTime() + minutes * MINUTE);
      return settleIncidents(db, observe(await readOpsStatus(db), watch, now), { now, send });
    };
    await deliverDue(db, config, { now: new Date(t0.getTime() + MINUTE) });
    expect(await tick(10)).toEqual([]);
    expect(await tick(30)).toEqual([]);
    const started = await tick(31);
    expect(started).toMatchObject([{ kind: "undelivered", phase: "start" }]);
    expect(started[0]!.detail).toMatch(/1 delivery waiting; last error: webhook /);
    expect(await tick(32)).toEqual([]);
    expect(await tick(45)).toEqual([]);

    // The receiver is back: the retry delivers and the incident ends, with one mail.
    const back = await startWebhookReceiver();
    try {
      const summary = await deliverDue(
        db,
        { ...config, webhook: { ...config.webhook!, url: back.url } },
        { now: new Date(t0.getTime() + 50 * MINUTE) },
      );
      expect(summary.sent).toBe(1);
    } finally {
      await back.close();
    }
    expect(await tick(51)).toMatchObject([{ kind: "undelivered", phase: "end" }]);
    expect(await tick(52)).toEqual([]);

    expect(subjects(smtp.messages)).toEqual([
      "[www.example.in] Incident: Leads are not being delivered",
      "[www.example.in] Resolved: Leads are being delivered again",
    ]);
    expect(smtp.messages[0]!.raw).toContain(`${SITE}/staff/operations`);
    // An alert never carries the lead's content.
    expect(smtp.messages.map((m) => m.raw).join("\n")).not.toContain("ops.test@example.in");
    await db.delete(leads);
  });

  it("mails once when WordPress has been unreachable for the limit and once when it answers", async () => {
    await db.delete(opsIncidents);
    smtp.messages.length = 0;
    const down = createWordPressClient({ baseUrl: `http://127.0.0.1:${await closedPort()}` });
    const up = createWordPressClient({ baseUrl: WORDPRESS_URL });
    const t0 = new Date("2026-11-29T06:00:00Z");
    const tick = async (minutes: number, client: typeof up) => {
      const now = new Date(t0.getTime() + minutes * MINUTE);
      const status = await readOpsStatus(db, {
        wordpress: async () => {
          const r = await client.checkAvailability();
          return { reachable: r.available, reason: r.reason, checkedAt: now };
        },
      });
      return settleIncidents(db, observe(status, watch, now), { now, send });
    };
    expect(await tick(0, down)).toEqual([]);
    expect(await tick(14, down)).toEqual([]);
    expect(await tick(15, down)).toMatchObject([{ kind: "wordpress", phase: "start" }]);
    expect(await tick(16, down)).toEqual([]);
    expect(await tick(17, up)).toMatchObject([{ kind: "wordpress", phase: "end" }]);
    expect(await tick(18, up)).toEqual([]);
    // A short outage that ends before the limit sends nothing.
    expect(await tick(20, down)).toEqual([]);
    expect(await tick(30, up)).toEqual([]);
    expect(await tick(40, down)).toEqual([]);
    expect(await tick(54, down)).toEqual([]);
    expect(subjects(smtp.messages)).toEqual([
      "[www.example.in] Incident: WordPress is unreachable",
      "[www.example.in] Resolved: WordPress answers again",
    ]);
    expect(smtp.messages[0]!.raw).toMatch(/WordPress unreachable \(network\)/);
  });

  it("mails once for a failed backup, and for none within a day once backups are scheduled", async () => {
    await db.delete(opsIncidents);
    await db.delete(backupRuns);
    smtp.messages.length = 0;
    const t0 = new Date("2026-11-29T00:00:00Z");
    const scheduled = { ...watch, backupsScheduled: true };
    const tick = async (hours: number) => {
      const now = new Date(t0.getTime() + hours * 3600_000);
      return settleIncidents(db, observe(await readOpsStatus(db), scheduled, now), { now, send });
    };
    // A new installation gets a day to take its first backup.
    expect(await tick(0)).toEqual([]);
    expect(await tick(25)).toEqual([]);
    expect(await tick(BACKUP_MISSED_MS / 3600_000)).toMatchObject([
      { kind: "backup", phase: "start" },
    ]);
    const run = (hours: number, ok: boolean) =>
      db.insert(backupRuns).values({
        id: randomUUID(),
        trigger: "schedule",
        startedAt: new Date(t0.getTime() + hours * 3600_000),
        finishedAt: new Date(t0.getTime() + hours * 3600_000 + 1000),
        ok,
        bytes: ok ? 1000 : null,
        error: ok ? null : "ENOSPC",
      });
    await run(27, true);
    expect(await tick(27.5)).toMatchObject([{ kind: "backup", phase: "end" }]);
    await run(50, false);
    expect(await tick(50.5)).toMatchObject([{ kind: "backup", phase: "start" }]);
    expect(await tick(51)).toEqual([]);
    await run(51.5, true);
    expect(await tick(52)).toMatchObject([{ kind: "backup", phase: "end" }]);
    // Missed: the last good one is more than 26 hours old.
    expect(await tick(51.5 + 26.5)).toMatchObject([{ kind: "backup", phase: "start" }]);
    expect(subjects(smtp.messages)).toEqual([
      "[www.example.in] Incident: Backup failed or missed",
      "[www.example.in] Resolved: Backups are running again",
      "[www.example.in] Incident: Backup failed or missed",
      "[www.example.in] Resolved: Backups are running again",
      "[www.example.in] Incident: Backup failed or missed",
    ]);
    expect(smtp.messages[2]!.raw).toContain("the last backup failed (ENOSPC)");
  });

  it("sends one mail when several instances find the same incident at once", async () => {
    await db.delete(opsIncidents);
    smtp.messages.length = 0;
    const now = new Date("2026-11-29T09:00:00Z");
    const failing = [{ kind: "wordpress" as const, failing: true, detail: "down", afterMs: 0 }];
    const results = await Promise.all(
      Array.from({ length: 4 }, () => settleIncidents(db, failing, { now, send })),
    );
    expect(results.flat()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("tries the alert again on the next check when the mail could not be sent", async () => {
    await db.delete(opsIncidents);
    const now = new Date("2026-11-29T10:00:00Z");
    const failing = [{ kind: "wordpress" as const, failing: true, detail: "down", afterMs: 0 }];
    const refused = await settleIncidents(db, failing, {
      now,
      send: () => Promise.reject(new Error("smtp ECONNREFUSED")),
    });
    expect(refused).toEqual([]);
    const sent = await settleIncidents(db, failing, {
      now: new Date(now.getTime() + MINUTE),
      send,
    });
    expect(sent).toMatchObject([{ kind: "wordpress", phase: "start" }]);
  });
});
