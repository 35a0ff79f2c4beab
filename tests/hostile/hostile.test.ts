// Hostile traffic against the production build, over loopback with bounded loops: junk on every
// dynamic segment, malformed encodings, odd methods, header abuse, a fuzz of POST /api/leads,
// spoofed client addresses and cross-site posts. Fails on any 5xx, hang, stack trace in the log,
// stored garbage, growth of the build's cache folder or of the server's memory.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  pool,
  rawRequest,
  startProductionServer,
  type ProductionServer,
} from "../../scripts/lib/production-server";
import { fuzzCase, random } from "./fuzz";

const PORT = Number(process.env.HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const DIST_DIR = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const JUNK_PER_SEGMENT = Number(process.env.HOSTILE_JUNK ?? 200);
const FUZZ_REQUESTS = Number(process.env.HOSTILE_FUZZ ?? 1500);
/** The budget for the whole server on the embedded database (docs/security.md, "Memory"). */
const MEMORY_BUDGET_MIB = 400;

let server: ProductionServer;
let dataDir: string;
let cacheBefore: { files: number; bytes: number };
let memoryBefore: number;
/** Emails of the valid leads the server answered 201 to; nothing else may be stored. */
const acceptedEmails = new Set<string>();
const refusedEmails = new Set<string>();

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

let addressCounter = 0;
/** A fresh loopback source address: one visitor each, as the rate limit sees them. */
function nextAddress(block: number): string {
  const n = addressCounter++;
  return `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

function validLead(tag: string) {
  return {
    kind: "contact",
    name: `Hostile Suite ${tag}`,
    phone: "9876543210",
    email: `hostile-${tag}@example.com`,
    message: "A real enquiry among the junk.",
    page: "/contact-us",
  };
}

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest(server.base, { path: urlPath, headers, localAddress: nextAddress(10) });

/** The id of the first Server Action a page's form names: public, for posts without JavaScript. */
const actionIdOn = async (urlPath: string) =>
  /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec((await get(urlPath)).body)?.[1] ?? "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hostile-"));
  server = await startProductionServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUSTED_PROXY_HOPS: "0",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
    },
  });
  // Warm up: the database, every kind of route, once each.
  for (let i = 0; i < 30; i++) {
    if ((await get("/api/health")).body.includes('"ok"')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const warm of [
    "/",
    "/blog",
    "/locations/chennai",
    "/locations/junk",
    "/og/index.png",
    "/og/junk.png",
    "/sitemaps/0.xml",
    "/sitemaps/9.xml",
    "/blog/junk",
    "/post/1",
    "/contact-us",
  ]) {
    await get(warm);
  }
  cacheBefore = folderSize(DIST_DIR);
  memoryBefore = server.memory().rssMiB;
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("hostile traffic", () => {
  it("answers thousands of junk URLs on every dynamic segment without a 5xx or a stored page", async () => {
    const families: [string, (i: number) => string, number[]][] = [
      ["city", (i) => `/locations/junk-${i}`, [307]],
      ["city spelling", (i) => `/locations/${i % 2 ? "CHENNAI" : "Mumbai"}?x=${i}`, [308]],
      ["share image", (i) => `/og/junk-${i}.png`, [404]],
      ["post share image", (i) => `/og/blog/junk-${i}.png`, [404]],
      ["deep share image", (i) => `/og/${"a/".repeat(i % 11)}junk-${i}.png`, [404]],
      ["sitemap part", (i) => (i % 2 ? `/sitemaps/${i + 5}.xml` : `/sitemaps/junk-${i}`), [404]],
      ["blog post", (i) => `/blog/junk-${i}`, [404]],
      ["blog post by id", (i) => `/blog/junk?id=${900000 + i}`, [307]],
      ["legacy post", (i) => (i % 2 ? `/post/${900000 + i}` : `/post/junk-${i}`), [307]],
      ["unknown page", (i) => `/junk-${i}/x`, [404]],
    ];
    for (const [name, make, expected] of families) {
      const answers = await pool(
        Array.from({ length: JUNK_PER_SEGMENT }, (_, i) => () => get(make(i))),
        8,
      );
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses], name).toEqual(expected);
    }
    const cacheAfter = folderSize(DIST_DIR);
    expect(cacheAfter.files).toBe(cacheBefore.files);
    expect(cacheAfter.bytes).toBe(cacheBefore.bytes);
  }, 900_000);

  it("answers malformed percent-encoding and absurd paths with 400 or 404", async () => {
    const paths = [
      "/%ff",
      "/blog/%ff",
      "/blog/%",
      "/post/%ff",
      "/locations/%ff",
      "/locations/%c0%af",
      "/og/%ff.png",
      "/og/%e0%a4.png",
      "/sitemaps/%ff",
      "/sitemaps/%zz.xml",
      "/api/leads/%ff",
      "/blog/a%00b",
      "/contact-us%0d%0aX:y",
      `/og/${"a/".repeat(200)}x.png`,
      `/${"x".repeat(3000)}`,
    ];
    for (const urlPath of paths) {
      const answer = await get(urlPath);
      expect([400, 404], urlPath).toContain(answer.status);
    }
  });

  it("refuses TRACE, PROPFIND and other methods on every kind of route", async () => {
    const methods = [
      "TRACE",
      "TRACK",
      "PROPFIND",
      "PROPPATCH",
      "MKCOL",
      "COPY",
      "MOVE",
      "LOCK",
      "UNLOCK",
      "PUT",
      "DELETE",
      "PATCH",
      "SEARCH",
      "PURGE",
      "FOO",
    ];
    const paths = [
      "/",
      "/api/leads",
      "/api/health",
      "/blog",
      "/blog/junk",
      "/og/index.png",
      "/locations/chennai",
      "/post/1",
      "/sitemap.xml",
      "/sitemaps/0.xml",
    ];
    for (const method of methods) {
      for (const urlPath of paths) {
        const answer = await rawRequest(server.base, { method, path: urlPath });
        expect([400, 405], `${method} ${urlPath}`).toContain(answer.status);
      }
    }
  });

  it("survives header abuse", async () => {
    const cases: Record<string, string>[] = [
      { "x-big": "a".repeat(20_000) },
      Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h${i}`, "v"])),
      { host: "evil.example" },
      { host: "" },
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher" },
      { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
      { rsc: "1", "next-router-state-tree": "%%%not-json" },
      { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/../../x" },
      { "next-url": "/%ff" },
      { range: "bytes=99999999-0" },
      { "accept-encoding": "x".repeat(4000) },
      { cookie: "a=".repeat(2000) },
      { "if-none-match": '"x"'.repeat(500) },
      { "x-nirmal-peer-address": "1.2.3.4", "x-forwarded-for": "not-an-ip, 999.1.1.1" },
    ];
    for (const headers of cases) {
      for (const urlPath of ["/", "/blog", "/locations/chennai", "/og/index.png", "/api/health"]) {
        const answer = await rawRequest(server.base, { path: urlPath, headers });
        expect(answer.status, `${urlPath} ${Object.keys(headers).join(",")}`).toBeLessThan(500);
      }
    }
    // A Server Action id that does not exist, from the site itself.
    const action = await rawRequest(server.base, {
      method: "POST",
      path: "/contact-us",
      headers: {
        "next-action": "0".repeat(42),
        "content-type": "text/plain;charset=UTF-8",
        origin: server.base,
      },
      body: "[]",
    });
    expect(action.status).toBeLessThan(500);
  });

  it("answers hand-made Server Action posts with a 4xx or the form's own errors, never a 5xx", async () => {
    const lead = await actionIdOn("/contact-us");
    const signIn = await actionIdOn("/staff/sign-in");
    expect(lead).toMatch(/^[0-9a-f]{42}$/);
    expect(signIn).toMatch(/^[0-9a-f]{42}$/);
    const multipart = (fields: Record<string, string>) => {
      const boundary = "----hostile";
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      return {
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body: `${parts.join("")}--${boundary}--\r\n`,
      };
    };
    const posts: { path: string; headers: Record<string, string>; body: string }[] = [];
    for (const path of ["/", "/faq", "/blog/page/2", "/contact-us", "/staff", "/junk-page"]) {
      posts.push({ path, headers: { "content-type": "multipart/form-data" }, body: "junk" });
      posts.push({
        path,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
      });
    }
    // Without JavaScript: the action named alone, or its fields tampered with.
    for (const [path, id] of [
      ["/contact-us", lead],
      ["/staff/sign-in", signIn],
    ] as const) {
      const ref = (descriptor: string, args?: string) =>
        multipart({
          $ACTION_REF_1: "",
          "$ACTION_1:0": descriptor,
          ...(args === undefined ? {} : { "$ACTION_1:1": args }),
          $ACTION_KEY: "k1",
        });
      for (const form of [
        multipart({ [`$ACTION_ID_${id}`]: "" }),
        multipart({ [`$ACTION_ID_${"0".repeat(42)}`]: "" }),
        ref(`{"id":"${id}","bound":"$@1"}`),
        ref(`{"id":"${id}","bound":"$@1"}`, ""),
        ref(`{"id":"${id}","bound":"$@1"}`, "[]"),
        ref(`{"id":"${id}","bound":"$@1"}`, '["$@5"]'),
        ref(`{"id":"${id}","bound":null}`),
        ref("{"),
      ]) {
        posts.push({ path, ...form });
      }
    }
    // With JavaScript: the arguments, as the body or as its part 0.
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    for (const body of [
      "garbage",
      "[",
      "[]",
      '[{},"x"]',
      "[{},null]",
      '["$@1"]',
      '["$Q1"]',
      "1",
      nested(5000),
      JSON.stringify([Array.from({ length: 60_000 }, () => 1)]),
    ]) {
      posts.push({
        path: "/contact-us",
        headers: { "next-action": lead, "content-type": "text/plain;charset=UTF-8" },
        body,
      });
    }
    const parts: Record<string, string>[] = [{ "0": "junk" }, { x: "1" }, { "0": '["$K1"]' }];
    for (const fields of parts) {
      const form = multipart(fields);
      posts.push({
        path: "/contact-us",
        body: form.body,
        headers: { ...form.headers, "next-action": lead },
      });
    }
    // Forms as React and Next read them, where a looser reading would let a body through.
    const boundary = "----hostile";
    const rawPart = (headers: string, value: string) =>
      `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
    const scripted = {
      "next-action": lead,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    };
    for (const body of [
      rawPart(
        'Content-Disposition: form-data; name="0"\r\nContent-Type: text/plain; charset=utf-16le',
        "[]",
      ),
      rawPart("Content-Disposition: form-data; name*=utf-8''0", "[]"),
      rawPart('Content-Disposition: form-data; name="0"', "[]") +
        rawPart('Content-Disposition: form-data; name="0"', '["$Q1"]'),
    ]) {
      posts.push({ path: "/contact-us", headers: scripted, body: `${body}--${boundary}--\r\n` });
    }
    posts.push({
      path: "/contact-us",
      headers: { ...scripted, "content-type": `Multipart/Form-Data; boundary=${boundary}` },
      body: `${rawPart('Content-Disposition: form-data; name="0"', "[]")}--${boundary}--\r\n`,
    });
    for (const body of ["\uFEFF[]", JSON.stringify(Array.from({ length: 1001 }, () => 0))]) {
      posts.push({
        path: "/contact-us",
        headers: { ...scripted, "content-type": "text/plain" },
        body,
      });
    }
    const tampered: Record<string, string>[] = [
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${lead}","bound":"$@a"}`, "$ACTION_1:a": "[]" },
      { $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${lead}","bound":null,"x":"$Q1"}` },
    ];
    for (const fields of tampered) {
      posts.push({ path: "/contact-us", ...multipart(fields) });
    }
    for (const { path, headers, body } of posts) {
      const answer = await rawRequest(server.base, {
        method: "POST",
        path,
        localAddress: nextAddress(50),
        headers: { origin: server.base, ...headers },
        body,
      });
      expect(answer.status, `${path} ${body.slice(0, 120)}`).toBeLessThan(500);
      expect([200, 303, 400, 404, 405], `${path} ${body.slice(0, 120)}`).toContain(answer.status);
    }
    // Over Next's limit for an action's body, with and without its length declared.
    const big = "x".repeat(1024 * 1024 + 10);
    for (const headers of [
      { "next-action": lead, "content-type": "text/plain" },
      { "content-type": "multipart/form-data; boundary=zz" },
    ]) {
      const answer = await rawRequest(server.base, {
        method: "POST",
        path: "/contact-us",
        localAddress: nextAddress(50),
        headers: { origin: server.base, ...headers },
        body: big,
      });
      expect(answer.status).toBe(413);
    }
  });

  it("answers an action's origin that Next would reject, the asterisk target, a bad router state and Next's own addresses without a 5xx", async () => {
    const lead = await actionIdOn("/contact-us");
    expect(lead).toMatch(/^[0-9a-f]{42}$/);
    const { port } = new URL(server.base);
    for (const headers of [
      { origin: server.base, "x-forwarded-host": "other.example" },
      // new URL() lower-cases the origin's host; Next compares it with Host as sent.
      { origin: `http://LOCALHOST:${port}`, host: `LOCALHOST:${port}` },
      { origin: "http://a b", host: "a b" },
    ]) {
      const answer = await rawRequest(server.base, {
        method: "POST",
        path: "/contact-us",
        headers: { "next-action": lead, "content-type": "text/plain", ...headers },
        body: "[]",
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await rawRequest(server.base, { method: "OPTIONS", path: "*" })).status).toBe(204);
    expect((await rawRequest(server.base, { method: "GET", path: "*" })).status).toBe(400);
    for (const path of ["/staff/sign-in", "/faq/search?q=a", "/epr-obligation-estimator/result"]) {
      for (const tree of ["junk", "[]", '{"a":1}']) {
        const answer = await get(`${path}${path.includes("?") ? "&" : "?"}_rsc=abc`, {
          rsc: "1",
          "next-router-state-tree": tree,
        });
        expect(answer.status, `${path} ${tree}`).toBe(400);
      }
    }
    expect((await get("/_global-error")).status).toBe(404);
    for (const url of ["/staff", "/locations/zzz", "/post/1"]) {
      expect((await get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`)).status).toBe(
        404,
      );
    }
    // A page's data (its .rsc address) is only read; and every path passes the proxy, the image
    // optimiser's and the addresses that only begin like it included.
    const form = { "content-type": "application/x-www-form-urlencoded", origin: server.base };
    const posts: [string, Record<string, string>, string, number][] = [
      ["/contact-us.rsc", form, "a=b", 405],
      ["/blog/page/2.rsc", form, "a=b", 405],
      ["/_next/imagex", { "content-type": "multipart/form-data", origin: server.base }, "xx", 400],
      [
        "/_next/image-x/y",
        { "next-action": lead, "content-type": "text/plain", origin: server.base },
        '["$@1"]',
        400,
      ],
      ["/_next/image", { "content-type": "multipart/form-data", origin: server.base }, "xx", 400],
    ];
    for (const [path, headers, body, status] of posts) {
      const answer = await rawRequest(server.base, { method: "POST", path, headers, body });
      expect(answer.status, `POST ${path}`).toBe(status);
    }
    for (const method of ["PUT", "DELETE"]) {
      const answer = await rawRequest(server.base, {
        method,
        path: "/_next/image?url=%2Fimages%2Fhome%2Fhero.webp&w=640&q=75",
      });
      expect(answer.status, method).toBe(405);
    }
  });

  it("answers upgrades, absolute targets, image spellings, posts to missing API addresses and long action strings with a 4xx", async () => {
    const { port } = new URL(server.base);
    // A raw exchange: the first line of the answer, and whether the server closed the socket.
    const exchange = (request: string) =>
      new Promise<{ statusLine: string; closed: boolean }>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1");
        let text = "";
        const timer = setTimeout(() => {
          socket.destroy();
          resolve({ statusLine: text.split("\r\n")[0]!, closed: false });
        }, 5000);
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("end", () => {
          clearTimeout(timer);
          resolve({ statusLine: text.split("\r\n")[0]!, closed: true });
        });
        socket.on("error", reject);
        socket.write(request);
      });
    for (const [path, protocol] of [
      ["/_next/webpack-hmr", "websocket"],
      ["/_next/static/x", "h2c"],
      ["/contact-us", "websocket"],
    ]) {
      const answer = await exchange(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\n\r\n`,
      );
      expect(answer, path).toEqual({ statusLine: "HTTP/1.1 400 Bad Request", closed: true });
    }
    const absolute = await exchange(
      `GET http://elsewhere.example/contact-us HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.statusLine).toBe("HTTP/1.1 400 Bad Request");

    // The answers the gate and the proxy write themselves are hardened as the pages are.
    for (const answer of [
      await rawRequest(server.base, { method: "TRACE", path: "/" }),
      await rawRequest(server.base, { method: "POST", path: "/_next/static/x.js" }),
    ]) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    }

    // Each spelling of an image would be encoded and stored anew; a folder failed with a 500.
    for (const url of [
      "/images/home/hero.webp#a1",
      "/images/./home/hero.webp",
      "/images/%68ome/hero.webp",
      "/images/",
      "/images//x.png",
    ]) {
      const answer = await get(`/_next/image?url=${encodeURIComponent(url)}&w=1920&q=75`);
      expect(answer.status, url).toBe(404);
    }

    // No route answers these, so a page would, taking the post for a Server Action.
    const lead = await actionIdOn("/contact-us");
    const brokenForm = '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--zz';
    for (const path of ["/api/x", "/api/..%2fcontact-us", "/api/leads/x"]) {
      const broken = await rawRequest(server.base, {
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: brokenForm,
      });
      expect(broken.status, path).toBe(400);
      const otherHost = await rawRequest(server.base, {
        method: "POST",
        path,
        headers: {
          origin: server.base,
          "x-forwarded-host": "other.example",
          "next-action": lead,
          "content-type": "text/plain",
        },
        body: "[]",
      });
      expect(otherHost.status, path).toBe(403);
    }

    // React counts a string's characters against its limit of 1,000,000 items.
    const long = await rawRequest(server.base, {
      method: "POST",
      path: "/contact-us",
      headers: { "next-action": lead, "content-type": "text/plain" },
      body: JSON.stringify([`$$${"a".repeat(1_000_100)}`, 1]),
    });
    expect(long.status).toBe(413);
  });

  it("answers odd requests for files and for the estimator without a 5xx", async () => {
    // The sprite's versioned name and a build asset, as the home page names them, and an image.
    const home = (await get("/")).body;
    const sprite = /href="(\/icons\/[^"#]+\.svg)/.exec(home)?.[1] ?? "";
    const asset = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    expect(sprite).toMatch(/^\/icons\//);
    expect(asset).toMatch(/^\/_next\/static\//);
    const files = [sprite, asset, "/images/home/hero.webp"];
    for (const file of files) {
      for (const method of ["POST", "OPTIONS"]) {
        const answer = await rawRequest(server.base, { method, path: file });
        expect(answer.status, `${method} ${file}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
      }
      for (const headers of [
        { range: "bytes=99999999-" },
        { range: "bytes=5-1" },
        { range: "bytes=a-b" },
        { "if-match": '"nope"' },
        { "if-unmodified-since": "Thu, 01 Jan 1970 00:00:00 GMT" },
      ]) {
        for (const method of ["GET", "HEAD"]) {
          const answer = await rawRequest(server.base, { method, path: file, headers });
          expect(answer.status, `${method} ${file} ${JSON.stringify(headers)}`).toBe(200);
        }
      }
    }
    // Another spelling of a short image address is not optimised and stored again.
    const before = folderSize(DIST_DIR);
    for (const path of [
      "/i/640/h%6Fme/hero.webp",
      "/i/640/home%2Fhero.webp",
      "/i/640/%68ome/hero.webp",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(folderSize(DIST_DIR)).toEqual(before);
    // A short address of no image is answered before the optimiser would fetch it and log.
    for (const path of ["/i/640/home/no-such-picture.webp", "/i/640/constructor"]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toBe("no such image\n");
    }
    expect(server.stderr()).not.toMatch(/image response failed/);
    // Names an object inherits are not packaging categories.
    for (const category of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const answer = await get(
        `/epr-obligation-estimator/result?stream=plastic&category=${category}`,
      );
      expect(answer.status, category).toBe(200);
    }
  });

  it(`answers ${FUZZ_REQUESTS} malformed submissions to /api/leads with a 4xx and stores none`, async () => {
    const next = random(15);
    const tasks = Array.from({ length: FUZZ_REQUESTS }, (_, i) => {
      // One in twenty is a real enquiry, which must be stored exactly once.
      if (i % 20 === 0) {
        const lead = validLead(`fuzz-${i}`);
        return async () => {
          const answer = await rawRequest(server.base, {
            method: "POST",
            path: "/api/leads",
            localAddress: nextAddress(20),
            headers: { "content-type": "application/json" },
            body: JSON.stringify(lead),
          });
          if (answer.status === 201) acceptedEmails.add(lead.email);
          return answer;
        };
      }
      const fuzz = fuzzCase(next);
      return () =>
        rawRequest(server.base, {
          method: "POST",
          path: "/api/leads",
          localAddress: nextAddress(20),
          headers: {
            ...(fuzz.contentType ? { "content-type": fuzz.contentType } : {}),
            ...fuzz.headers,
          },
          body: fuzz.body,
        });
    });
    const answers = await pool(tasks, 8);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const status of new Set(statuses)) expect([201, 400, 413, 415, 422]).toContain(status);
    expect(acceptedEmails.size).toBe(FUZZ_REQUESTS / 20);
  });

  it("gets no more leads through with a made-up X-Forwarded-For than an honest client", async () => {
    const send = async (tag: string, headers: Record<string, string>, localAddress: string) => {
      const lead = validLead(tag);
      const answer = await rawRequest(server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      if (answer.status === 201) acceptedEmails.add(lead.email);
      return answer.status;
    };
    const spoofed: number[] = [];
    for (let i = 0; i < 30; i++) {
      spoofed.push(
        await send(
          `spoof-${i}`,
          {
            "x-forwarded-for": `203.0.113.${i}`,
            "x-real-ip": `198.51.100.${i}`,
            "x-nirmal-peer-address": `192.0.2.${i}`,
          },
          "127.30.0.1",
        ),
      );
    }
    const honest: number[] = [];
    for (let i = 0; i < 30; i++) honest.push(await send(`honest-${i}`, {}, "127.30.0.2"));
    expect(spoofed.filter((s) => s === 201).length).toBe(20);
    expect(honest.filter((s) => s === 201).length).toBe(20);
    expect(spoofed.filter((s) => s === 429).length).toBe(10);
  });

  it("refuses cross-origin posts to /api/leads and to the Server Action", async () => {
    const lead = validLead("cross-origin");
    refusedEmails.add(lead.email);
    const evil = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of evil) {
      const api = await rawRequest(server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress: nextAddress(40),
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(lead),
      });
      expect(api.status).toBe(403);
      // A form post from another site, as a browser without JavaScript sends one to the action.
      const form = new URLSearchParams({ ...lead, $ACTION_ID_0: "" }).toString();
      const action = await rawRequest(server.base, {
        method: "POST",
        path: "/contact-us",
        localAddress: nextAddress(40),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "next-action": "x",
          ...headers,
        },
        body: form,
      });
      expect(action.status).toBe(403);
    }
    const own = await rawRequest(server.base, {
      method: "POST",
      path: "/api/leads",
      localAddress: nextAddress(40),
      headers: {
        "content-type": "application/json",
        origin: server.base,
        "sec-fetch-site": "same-origin",
      },
      body: JSON.stringify(validLead("same-origin")),
    });
    expect(own.status).toBe(201);
    acceptedEmails.add(validLead("same-origin").email);
  });

  it("stores a lead retried with the same Idempotency-Key once", async () => {
    const lead = validLead("idempotent");
    // A key is its client's own: the retries come from one address.
    const address = nextAddress(50);
    const send = () =>
      rawRequest(server.base, {
        method: "POST",
        path: "/api/leads",
        localAddress: address,
        headers: { "content-type": "application/json", "idempotency-key": '"hostile-retry-1"' },
        body: JSON.stringify(lead),
      });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    acceptedEmails.add(lead.email);
  });

  it("stays within its memory budget and never logs a stack trace", () => {
    const { rssMiB } = server.memory();
    console.log(`server memory: ${memoryBefore} MiB after warm-up, ${rssMiB} MiB after the attack`);
    expect(rssMiB - memoryBefore).toBeLessThan(100);
    expect(rssMiB).toBeLessThanOrEqual(MEMORY_BUDGET_MIB);
    // A stack frame line as Node prints it: "    at fn (file:line:column)".
    const frames = server
      .stderr()
      .split("\n")
      .filter((line) => /^ {4}at .+:\d+:\d+\)?$/.test(line));
    expect(frames).toEqual([]);
  });

  it("stored exactly the real enquiries and nothing else", async () => {
    await server.stop();
    const { openDatabase } = await import("@/lib/db");
    const { listLeads } = await import("@/lib/leads/store");
    const handle = await openDatabase({ dataDir });
    try {
      const stored = await listLeads(handle.db);
      const emails = stored.map((lead) => lead.email);
      expect(emails.length).toBe(new Set(emails).size);
      expect(new Set(emails)).toEqual(acceptedEmails);
      for (const email of refusedEmails) expect(emails).not.toContain(email);
    } finally {
      await handle.close();
    }
  });
});
