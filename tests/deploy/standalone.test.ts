// The standalone build copied alone to an empty folder (no sources, no git, no node_modules of
// the repository): it serves the complete sitemap and share images, and stops cleanly and
// quickly on SIGTERM even with a stalled upload and an idle keep-alive client connected.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities } from "@/content/cities";
import { staticPages } from "@/content/routes";
import {
  statedRetentionMonths,
  type Instance,
  waitFor,
  startInstance,
  stopInstance,
} from "./stack";
import { copyStandalone } from "../support/production-server";

const PORT = 3233;

/** Opens a connection, sends `request`, and records what happens to the socket. */
function connect(request: string) {
  const socket = net.connect(PORT, "127.0.0.1");
  const events = { data: "", ended: false, reset: false };
  socket.on("data", (chunk: Buffer) => (events.data += chunk.toString()));
  socket.on("end", () => (events.ended = true));
  socket.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "ECONNRESET") events.reset = true;
  });
  socket.write(request);
  return { socket, events };
}

describe("the standalone server, alone in an empty folder", () => {
  let standalone: ReturnType<typeof copyStandalone>;
  let dataDir: string;
  let server: Instance | undefined;

  beforeAll(async () => {
    standalone = copyStandalone();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-data-"));
    server = await startInstance(standalone.dir, PORT, {
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
      STOP_TIMEOUT_MS: "4000",
    });
  }, 180_000);

  afterAll(async () => {
    await stopInstance(server);
    standalone?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the complete sitemap, dated, without the source tree or git", async () => {
    const xml = await (await fetch(`${server!.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map(
      (m) => m[1] || "/",
    );
    for (const page of staticPages.filter((p) => p.indexable)) expect(locs).toContain(page.path);
    for (const city of cities) expect(locs).toContain(`/locations/${city.slug}`);
    const posts = locs.filter((l) => l.startsWith("/blog/"));
    expect(posts.length).toBeGreaterThan(0);
    expect(locs).not.toContain("/render-error-check");
    // Every static page and city has the date recorded when the build was made.
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    expect(urls.filter((u) => !u.includes("<lastmod>"))).toEqual([]);
  });

  it("renders share images and Markdown posts from the build alone", async () => {
    const image = await fetch(`${server!.url}/og/team.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const xml = await (await fetch(`${server!.url}/sitemap.xml`)).text();
    const post = /<loc>http:\/\/localhost:3000(\/blog\/[^<]+)<\/loc>/.exec(xml)?.[1];
    expect((await fetch(`${server!.url}${post}`)).status).toBe(200);
  });

  it("moves old post links and trailing slashes as `next start` does, with the site's headers", async () => {
    // After a rewrite, the standalone server gives a route handler the query the visitor sent:
    // the post lookup must not depend on a query the proxy adds.
    const moves: [string, number, string][] = [
      ["/blog/anything?id=103", 308, "/blog/battery-waste-epr"],
      ["/blog/battery-waste-epr?id=999999", 307, "/blog/battery-waste-epr"],
      ["/blog/battery-waste-epr?id=999999&slug=other", 307, "/blog/battery-waste-epr"],
      ["/contact-us/", 308, "/contact-us"],
      ["/faq?q=pricing", 308, "/faq/search?q=pricing"],
    ];
    for (const [from, status, to] of moves) {
      const res = await fetch(`${server!.url}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(status);
      expect(res.headers.get("location"), from).toBe(to);
      expect(res.headers.get("cache-control"), from).toContain("no-store");
      expect(res.headers.get("content-security-policy"), from).toContain("frame-ancestors 'none'");
    }
  });

  it("has no /metrics while METRICS_TOKEN is unset, with or without a token sent", async () => {
    const sent: Record<string, string>[] = [{}, { authorization: "Bearer some-token-0123456789" }];
    for (const headers of sent) {
      const answer = await fetch(`${server!.url}/metrics`, { headers });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("nirmal_");
    }
  });

  it("says the staff workspace is unavailable, rather than signed out, while its database cannot be reached", async () => {
    // A real address where no database listens (port 3236: no other deploy test uses it).
    const down = await startInstance(
      standalone.dir,
      3236,
      {
        DATA_DIR: dataDir,
        SITE_URL: "http://localhost:3000",
        DATABASE_URL: "postgres://nobody:none@127.0.0.1:1/none",
        STAFF_AUTH_SECRET: "d".repeat(40),
      },
      "unavailable",
    );
    try {
      const signIn = await fetch(`${down.url}/staff/sign-in`);
      expect(signIn.status).toBe(200);
      expect(await signIn.text()).toContain("cannot reach its database right now");
      const workspace = await fetch(`${down.url}/staff`, { redirect: "manual" });
      expect(workspace.headers.get("location")).toMatch(/^\/staff\/sign-in/);
      const download = await fetch(`${down.url}/staff/export`, {
        headers: { cookie: "nirmal-staff.session_token=made.up" },
      });
      expect(download.status).toBe(503);
      expect(download.headers.get("retry-after")).toBe("60");
      // The public site still serves.
      expect((await fetch(`${down.url}/contact-us`)).status).toBe(200);
    } finally {
      await stopInstance(down);
    }
  });

  it("refuses to start with another retention period than its privacy texts state", async () => {
    const stated = statedRetentionMonths(standalone.dir);
    const other = stated === 12 ? 13 : 12;
    const otherData = mkdtempSync(path.join(os.tmpdir(), "site-data-"));
    try {
      const start = startInstance(standalone.dir, PORT + 1, {
        DATA_DIR: otherData,
        SITE_URL: "http://localhost:3000",
        LEAD_RETENTION_MONTHS: String(other),
      }).then(async (started) => {
        await stopInstance(started);
        return started;
      });
      await expect(start).rejects.toThrow(
        `LEAD_RETENTION_MONTHS is ${other} for this server, but its build states ${stated} months`,
      );
    } finally {
      rmSync(otherData, { recursive: true, force: true });
    }
  });

  it("stops within its bound on SIGTERM, closing keep-alive connections cleanly", async () => {
    // A client that started an upload and went silent...
    const stalled = connect(
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    // ...and an idle keep-alive client that has had its answer. Connected second, it is answered
    // after the server has taken the upload's connection and read its headers.
    const idle = connect("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await waitFor("the idle client's answer", async () => /^HTTP\/1\.1 200/.test(idle.events.data));
    const started = Date.now();
    server!.process.kill("SIGTERM");
    const exit = await server!.exited;
    const took = exit.at - started;
    // STOP_TIMEOUT_MS is 4 s; the stalled upload is cut then, not after Node's 300 s default.
    expect(took).toBeLessThan(8_000);
    expect(exit.code).toBe(0);
    expect(idle.events.ended).toBe(true);
    expect(idle.events.reset).toBe(false);
    expect(server!.output()).toMatch(/SIGTERM: stopping/);
    expect(server!.output()).toMatch(/Stopped in \d+ ms/);
    idle.socket.destroy();
    stalled.socket.destroy();
    // The embedded database was closed cleanly: a new server opens it at once.
    server = await startInstance(standalone.dir, PORT, {
      DATA_DIR: dataDir,
      SITE_URL: "http://localhost:3000",
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 240_000);
});
