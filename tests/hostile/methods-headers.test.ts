// Hostile traffic against the production build: odd methods on every kind of route, header
// abuse, upgrades, absolute request targets, image URL spellings, posts to missing API
// addresses and long action strings. A 4xx, never a 5xx or a hang.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/production-server";
import { startHostileServer } from "./support";

const hostile = startHostileServer();

describe("hostile methods and headers", () => {
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
        const answer = await rawRequest(hostile.server.base, { method, path: urlPath });
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
        const answer = await rawRequest(hostile.server.base, { path: urlPath, headers });
        expect(answer.status, `${urlPath} ${Object.keys(headers).join(",")}`).toBeLessThan(500);
      }
    }
    // A Server Action id that does not exist, from the site itself.
    const action = await rawRequest(hostile.server.base, {
      method: "POST",
      path: "/contact-us",
      headers: {
        "next-action": "0".repeat(42),
        "content-type": "text/plain;charset=UTF-8",
        origin: hostile.server.base,
      },
      body: "[]",
    });
    expect(action.status).toBeLessThan(500);
  });

  it("answers upgrades, absolute targets, image spellings, posts to missing API addresses and long action strings with a 4xx", async () => {
    const { port } = new URL(hostile.server.base);
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
      await rawRequest(hostile.server.base, { method: "TRACE", path: "/" }),
      await rawRequest(hostile.server.base, { method: "POST", path: "/_next/static/x.js" }),
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
      const answer = await hostile.get(`/_next/image?url=${encodeURIComponent(url)}&w=1920&q=75`);
      expect(answer.status, url).toBe(404);
    }

    // No route answers these, so a page would, taking the post for a Server Action.
    const lead = await hostile.actionIdOn("/contact-us");
    const brokenForm = '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--zz';
    for (const path of ["/api/x", "/api/..%2fcontact-us", "/api/leads/x"]) {
      const broken = await rawRequest(hostile.server.base, {
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: brokenForm,
      });
      expect(broken.status, path).toBe(400);
      const otherHost = await rawRequest(hostile.server.base, {
        method: "POST",
        path,
        headers: {
          origin: hostile.server.base,
          "x-forwarded-host": "other.example",
          "next-action": lead,
          "content-type": "text/plain",
        },
        body: "[]",
      });
      expect(otherHost.status, path).toBe(403);
    }

    // React counts a string's characters against its limit of 1,000,000 items.
    const long = await rawRequest(hostile.server.base, {
      method: "POST",
      path: "/contact-us",
      headers: { "next-action": lead, "content-type": "text/plain" },
      body: JSON.stringify([`$$${"a".repeat(1_000_100)}`, 1]),
    });
    expect(long.status).toBe(413);
  });
});
