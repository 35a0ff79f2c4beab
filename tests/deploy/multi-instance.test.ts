// Two standalone instances behind nginx, one PostgreSQL, one Redis, an SMTP sink and the local
// WordPress (scripts/ci/setup-wordpress.sh): the shared cache, a webhook received by one
// instance refreshing the other, lead floods stored and e-mailed once each, an instance killed
// in the middle of a flood, and the contact form sent as a browser without JavaScript sends it.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { decode } from "html-entities";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyStandalone, rawRequest } from "../support/production-server";
import { createPostgresDatabase, startSmtpServer } from "../integration/leads/services";
import { webhookSecret, wordpressUrl } from "../../playwright.wordpress.config";
import { content, createEntry } from "../support/wordpress-content";
import {
  type Instance,
  startCountingRelay,
  startInstance,
  startNginx,
  startRedis,
  stopInstance,
  waitFor,
} from "./stack";

const PORT_A = 3231;
const PORT_B = 3232;
const NGINX_PORT = 3240;
const REDIS_PORT = 3241;
const RELAY_PORT = 3243;
// A post no other test reads the title of (the title is put back afterwards).
const POST_SLUG = "recycled-content-obligations";
const POST_TITLE = "Recycled Content Obligations";

type Answer = { status: number; id?: string };

/**
 * One lead through nginx from its own loopback address (127.0.x.y), so every simulated visitor
 * is a different client for the rate limiter, as they would be on the internet.
 */
function postLead(base: string, i: number, clientNumber: number): Promise<Answer> {
  const body = JSON.stringify({
    kind: "contact",
    name: `Flood Visitor ${i}`,
    company: `Flood Company ${i}`,
    eprType: "battery",
    phone: `97${String(i).padStart(8, "0")}`,
    email: `flood${i}@example.com`,
    message: `Flood lead number ${i}`,
    page: "/contact-us",
  });
  const localAddress = `127.0.${1 + Math.floor(clientNumber / 250)}.${1 + (clientNumber % 250)}`;
  return rawRequest(base, {
    method: "POST",
    path: "/api/leads",
    localAddress,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    body,
  }).then(
    (res) => {
      let id: string | undefined;
      try {
        id = (JSON.parse(res.body) as { id?: string }).id;
      } catch {
        id = undefined;
      }
      return { status: res.status, id };
    },
    () => ({ status: 0 }),
  );
}

/** Runs `count` lead submissions, `concurrency` at a time, numbered from `first`. */
async function flood(base: string, first: number, count: number, concurrency = 20) {
  const answers: (Answer & { i: number })[] = [];
  let next = first;
  const worker = async () => {
    while (next < first + count) {
      const i = next++;
      answers.push({ i, ...(await postLead(base, i, i)) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** Edits the post in WordPress as an editor would: a new title, or `--status=draft|publish`. */
function editPost(change: string, revalidateUrl: string) {
  execFileSync("php", [path.resolve("scripts/wordpress/update-post.php"), POST_SLUG, change], {
    env: {
      ...process.env,
      NIRMAL_EARTH_REVALIDATE_URL: revalidateUrl,
      NIRMAL_EARTH_WEBHOOK_SECRET: webhookSecret,
    },
    stdio: "pipe",
  });
}

async function h1Of(url: string): Promise<string> {
  const html = await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

describe("two instances behind nginx", () => {
  let standalone: ReturnType<typeof copyStandalone>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let relay: Awaited<ReturnType<typeof startCountingRelay>>;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let env: Record<string, string>;
  let db: pg.Pool;

  const storedLeads = async () =>
    (await db.query<{ id: string; message: string }>("select id, message from leads")).rows;
  /** Deliveries still to send or retry: none left means no worker has another one to make. */
  const unsettledDeliveries = async () =>
    (
      await db.query<{ n: number }>(
        "select count(*)::int as n from lead_deliveries where status = 'pending'",
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    standalone = copyStandalone();
    database = await createPostgresDatabase();
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    redis = await startRedis(REDIS_PORT);
    smtp = await startSmtpServer();
    relay = await startCountingRelay(RELAY_PORT, wordpressUrl);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      TRUSTED_PROXY_HOPS: "1",
      SITE_URL: "http://localhost:3000",
      WORDPRESS_URL: relay.url,
      WORDPRESS_WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "leads@example.com",
      RATE_LIMIT_SECRET: "multi-instance-rate-limit-secret",
    };
    // A first, alone: it creates the schema that B then finds in place.
    a = await startInstance(standalone.dir, PORT_A, env);
    b = await startInstance(standalone.dir, PORT_B, env);
    nginx = await startNginx(NGINX_PORT, [PORT_A, PORT_B]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await nginx?.stop();
    await relay?.close();
    await smtp?.close();
    await redis?.stop();
    await db?.end();
    await database?.drop();
    standalone?.remove();
  }, 120_000);

  it("serves a post cached through A from the shared cache on B", async () => {
    const postRequests = () => relay.seen.filter((u) => u.includes(`slug=${POST_SLUG}`)).length;
    expect(await h1Of(`${a!.url}/blog/${POST_SLUG}`)).toBe(POST_TITLE);
    const afterA = postRequests();
    expect(afterA).toBeGreaterThan(0);
    expect(await h1Of(`${b!.url}/blog/${POST_SLUG}`)).toBe(POST_TITLE);
    // B rendered the post without asking WordPress: its data came from Redis.
    expect(postRequests()).toBe(afterA);
  });

  it("compresses in nginx: Brotli for a browser that accepts it, gzip for one that does not", async () => {
    const get = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      const header = (name: string) => res.headers.get(name);
      return { status: res.status, encoding: header("content-encoding"), header, body };
    };
    const page = await get(`${nginx.url}/`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(page.encoding).toBe("br");
    expect(page.body).toContain("</html>");
    expect((await get(`${nginx.url}/`, { "accept-encoding": "gzip, deflate" })).encoding).toBe(
      "gzip",
    );
    // A client-side navigation's page data (Next.js redirects to its cache-busting address).
    const data = await get(`${nginx.url}/faq`, { rsc: "1", "accept-encoding": "br" });
    expect(data.header("content-type")).toContain("text/x-component");
    expect(data.encoding).toBe("br");

    // A build asset: nginx keeps one uncompressed copy and compresses it for each browser.
    const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(page.body)?.[0];
    expect(script).toBeDefined();
    const first = await get(`${nginx.url}${script}`, { "accept-encoding": "br, gzip" });
    expect(first.encoding).toBe("br");
    expect(first.header("vary")).toBe("Accept-Encoding");
    expect(first.header("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await get(`${nginx.url}${script}`, { "accept-encoding": "br, gzip" });
    expect([again.encoding, again.header("x-cache-status")]).toEqual(["br", "HIT"]);
    const gzip = await get(`${nginx.url}${script}`, { "accept-encoding": "gzip" });
    expect([gzip.encoding, gzip.header("x-cache-status")]).toEqual(["gzip", "HIT"]);
    expect(gzip.body).toBe(first.body);
    // A file the instance has not got (a newer build's, during a rolling deploy) is not kept.
    const missing = await get(`${nginx.url}/_next/static/chunks/not-in-this-build.js`, {});
    expect([missing.status, missing.header("cache-control")]).toEqual([404, "no-store"]);

    // An instance reached directly compresses for itself.
    expect((await get(`${a!.url}/`, { "accept-encoding": "gzip" })).encoding).toBe("gzip");
  });

  it("shows a title edited in WordPress and announced to A on B", async () => {
    const newTitle = `${POST_TITLE}, Revised`;
    try {
      editPost(newTitle, `${a!.url}/api/revalidate`);
      // The first request after the webhook may get the stale copy while the fresh one loads.
      await waitFor(
        "the new title on B",
        async () => (await h1Of(`${b!.url}/blog/${POST_SLUG}`)) === newTitle,
        30_000,
      );
    } finally {
      editPost(POST_TITLE, `${a!.url}/api/revalidate`);
    }
    await waitFor(
      "the old title back on B",
      async () => (await h1Of(`${b!.url}/blog/${POST_SLUG}`)) === POST_TITLE,
      30_000,
    );
  });

  it("shows an office created in WordPress and announced to A on B", async () => {
    // /faq/search renders on every request, so the footer's office is read through the data
    // cache each time: from Redis, shared by both instances, until the webhook marks it stale.
    const footerOn = async (base: string) => {
      const html = await (
        await fetch(`${base}/faq/search?q=pickup`, { signal: AbortSignal.timeout(30_000) })
      ).text();
      return decode(/<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "");
    };
    const hook = { url: `${a!.url}/api/revalidate`, secret: webhookSecret };
    const office = {
      title: "Madurai office",
      meta: {
        kind: "corporate",
        address_lines: ["12 West Masi Street"],
        city: "Madurai",
        state: "Tamil Nadu",
        postal_code: "625001",
        phones: ["0452 234 5678"],
      },
    };
    await content(["reset"], hook);
    try {
      expect(await footerOn(b!.url)).not.toContain("625001");
      // Read through the cache: another look on A or B does not ask WordPress again.
      const officeReads = () => relay.seen.filter((u) => u.includes("/wp/v2/offices")).length;
      const reads = officeReads();
      await footerOn(a!.url);
      await footerOn(b!.url);
      expect(officeReads()).toBe(reads);
      await createEntry("office", office, hook);
      await waitFor(
        "the office on B",
        async () =>
          (await footerOn(b!.url)).includes("12 West Masi Street, Madurai, Tamil Nadu 625001"),
        30_000,
      );
    } finally {
      await content(["reset"], hook);
    }
    await waitFor(
      "the default office back on B",
      async () => !(await footerOn(b!.url)).includes("625001"),
      30_000,
    );
  });

  it("answers 404 on both instances for a post unpublished in WordPress, and serves it again once republished", async () => {
    const statusOn = async (base: string) =>
      (await fetch(`${base}/blog/${POST_SLUG}`, { signal: AbortSignal.timeout(30_000) })).status;
    expect(await statusOn(b!.url)).toBe(200);
    try {
      editPost("--status=draft", `${a!.url}/api/revalidate`);
      // The cached page is replaced by the 404, not kept beside it.
      for (const [name, base] of [
        ["B", b!.url],
        ["A", a!.url],
      ]) {
        await waitFor(`404 on ${name}`, async () => (await statusOn(base!)) === 404, 30_000);
      }
      // Read again on both: a stale copy kept beside the 404 would answer one of these.
      for (let i = 0; i < 3; i++) {
        expect([await statusOn(a!.url), await statusOn(b!.url)]).toEqual([404, 404]);
      }
    } finally {
      editPost("--status=publish", `${a!.url}/api/revalidate`);
    }
    for (const [name, base] of [
      ["B", b!.url],
      ["A", a!.url],
    ]) {
      await waitFor(`200 again on ${name}`, async () => (await statusOn(base!)) === 200, 30_000);
    }
  });

  it("stores and e-mails each of 500 leads sent through nginx exactly once", async () => {
    const answers = await flood(nginx.url, 0, 500);
    expect(answers.filter((x) => x.status !== 201)).toEqual([]);
    const ids = answers.map((x) => x.id);
    expect(new Set(ids).size).toBe(500);
    const rows = await storedLeads();
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    expect(`${a!.output()}${b!.output()}`).not.toMatch(/\[leads\] API submission failed/);
    await waitFor("one e-mail per lead", async () => smtp.messages.length >= 500, 180_000);
    // A second delivery could come only from a delivery still pending: once none is, count.
    await waitFor(
      "every delivery settled",
      async () => (await unsettledDeliveries()) === 0,
      60_000,
    );
    const mailed = smtp.messages.map((m) => /X-Lead-Id: (\S+)/i.exec(m.raw)?.[1]);
    expect(mailed).toHaveLength(500);
    expect(new Set(mailed)).toEqual(new Set(ids));
  }, 600_000);

  it("loses no accepted lead when an instance is killed mid-flood, and the other keeps serving", async () => {
    const before = (await storedLeads()).length;
    const running = flood(nginx.url, 1000, 300);
    // Killed once the flood is under way on both instances, not before it has begun.
    await waitFor(
      "the flood under way",
      async () => (await storedLeads()).length >= before + 30,
      60_000,
    );
    b!.process.kill("SIGKILL");
    await b!.exited;
    const answers = await running;
    const accepted = answers.filter((x) => x.status === 201);
    // Most of the flood was answered, by A alone after the kill.
    expect(accepted.length).toBeGreaterThan(150);
    const rows = await storedLeads();
    const stored = new Set(rows.map((r) => r.id));
    for (const answer of accepted) expect(stored.has(answer.id!)).toBe(true);
    // Nothing is stored twice: every row is one submission.
    const messages = rows.map((r) => r.message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(rows.length - before).toBeGreaterThanOrEqual(accepted.length);

    expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${nginx.url}/`)).status).toBe(200);

    // The killed instance comes back on the same database and cache, and serves again.
    b = await startInstance(standalone.dir, PORT_B, env);
    expect(await h1Of(`${b.url}/blog/${POST_SLUG}`)).toBe(POST_TITLE);
    const more = await flood(nginx.url, 2000, 40);
    expect(more.filter((x) => x.status !== 201)).toEqual([]);
  }, 600_000);

  it("takes an enquiry sent from the contact form without JavaScript through nginx on a port of its own", async () => {
    // As a browser sends the form: its hidden fields as rendered, what the visitor typed, and
    // Origin with the port the page was served on (nginx's own here, :8080 under compose).
    const page = await (await fetch(`${nginx.url}/contact-us`)).text();
    const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? "";
    const body = new FormData();
    for (const [, name = "", value = ""] of form.matchAll(
      /<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g,
    )) {
      body.append(name, decode(value));
    }
    expect([...body.keys()]).toContain("$ACTION_1:0");
    const message = `Sent without JavaScript at ${Date.now()}`;
    for (const [name, value] of Object.entries({
      name: "Meena Iyer",
      phone: "98765 43210",
      email: "meena@example.com",
      message,
      website: "",
    })) {
      body.append(name, value);
    }
    const answer = await fetch(`${nginx.url}/contact-us`, {
      method: "POST",
      body,
      headers: { origin: nginx.url, "sec-fetch-site": "same-origin" },
      signal: AbortSignal.timeout(30_000),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Thank you, Meena: your enquiry is in");
    const stored = (await storedLeads()).find((row) => row.message === message);
    expect(stored).toBeDefined();
    await waitFor("the enquiry's e-mail", async () =>
      smtp.messages.some((m) => /X-Lead-Id: (\S+)/i.exec(m.raw)?.[1] === stored!.id),
    );
  }, 120_000);

  it("keeps serving pages, posts and leads when Redis goes away", async () => {
    await redis.stop();
    for (const path of ["/", "/blog", `/blog/${POST_SLUG}`, "/locations/chennai", "/sitemap.xml"]) {
      for (const base of [a!.url, b!.url, nginx.url]) {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
        expect(`${base}${path} ${res.status}`).toBe(`${base}${path} 200`);
      }
    }
    expect(await h1Of(`${nginx.url}/blog/${POST_SLUG}`)).toBe(POST_TITLE);
    const answers = await flood(nginx.url, 3000, 10);
    expect(answers.filter((x) => x.status !== 201)).toEqual([]);
  }, 300_000);
});
