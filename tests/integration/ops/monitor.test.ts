// The check the server runs every minute, configured from the environment as in production:
// alerts go to OPS_ALERT_TO over SMTP_URL, and WordPress (a closed port here) is watched.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenedDatabase } from "../leads/services";
import { startSmtpServer } from "../leads/services";

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the operations monitor, configured from the environment", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // src/lib/env.ts reads the environment once, when first imported: the modules are loaded
    // afresh below, after it is set.
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "sales@example.in",
      OPS_ALERT_TO: "ops@example.in",
      OPS_ALERT_WORDPRESS_MINUTES: "5",
      WORDPRESS_URL: `http://127.0.0.1:${await closedPort()}`,
      SITE_URL: "https://www.example.in",
    });
    vi.resetModules();
    const { databaseBackends } = await import("../leads/services");
    opened = await databaseBackends[0]!.open();
  });

  afterAll(async () => {
    await smtp?.close();
    await opened?.handle.close();
    await opened?.cleanup();
  });

  it("mails OPS_ALERT_TO once WordPress has been unreachable for the configured minutes", async () => {
    const { checkOnce } = await import("@/lib/ops/monitor");
    const db = opened.handle.db;
    const t0 = new Date();
    expect(await checkOnce(db, t0)).toEqual([]);
    expect(await checkOnce(db, new Date(t0.getTime() + 4 * 60_000))).toEqual([]);
    expect(await checkOnce(db, new Date(t0.getTime() + 5 * 60_000))).toMatchObject([
      { kind: "wordpress", phase: "start" },
    ]);
    expect(await checkOnce(db, new Date(t0.getTime() + 6 * 60_000))).toEqual([]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(["ops@example.in"]);
    expect(smtp.messages[0]!.from).toBe("sales@example.in");
    expect(smtp.messages[0]!.raw).toMatch(
      /^Subject: \[www\.example\.in\] Incident: WordPress is unreachable/m,
    );
  });
});
