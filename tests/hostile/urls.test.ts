// Hostile traffic against the production build: thousands of junk URLs on every dynamic
// segment, malformed percent-encoding and absurd paths, odd requests for files and for the
// estimator. No 5xx, no stored page, no growth of the build's cache folder.
import { describe, expect, it } from "vitest";
import { pool, rawRequest } from "../support/production-server";
import { JUNK_PER_SEGMENT, folderSize, startHostileServer } from "./support";

const hostile = startHostileServer();

describe("hostile URLs", () => {
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
        Array.from({ length: JUNK_PER_SEGMENT }, (_, i) => () => hostile.get(make(i))),
        8,
      );
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses], name).toEqual(expected);
    }
    const cacheAfter = folderSize(hostile.distDir);
    expect(cacheAfter.files).toBe(hostile.cacheBefore.files);
    expect(cacheAfter.bytes).toBe(hostile.cacheBefore.bytes);
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
      const answer = await hostile.get(urlPath);
      expect([400, 404], urlPath).toContain(answer.status);
    }
  });

  it("answers odd requests for files and for the estimator without a 5xx", async () => {
    // The sprite's versioned name and a build asset, as the home page names them, and an image.
    const home = (await hostile.get("/")).body;
    const sprite = /href="(\/icons\/[^"#]+\.svg)/.exec(home)?.[1] ?? "";
    const asset = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    expect(sprite).toMatch(/^\/icons\//);
    expect(asset).toMatch(/^\/_next\/static\//);
    const files = [sprite, asset, "/images/home/hero.webp"];
    for (const file of files) {
      for (const method of ["POST", "OPTIONS"]) {
        const answer = await rawRequest(hostile.server.base, { method, path: file });
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
          const answer = await rawRequest(hostile.server.base, { method, path: file, headers });
          expect(answer.status, `${method} ${file} ${JSON.stringify(headers)}`).toBe(200);
        }
      }
    }
    // Another spelling of a short image address is not optimised and stored again.
    const before = folderSize(hostile.distDir);
    for (const path of [
      "/i/640/h%6Fme/hero.webp",
      "/i/640/home%2Fhero.webp",
      "/i/640/%68ome/hero.webp",
    ]) {
      expect((await hostile.get(path)).status, path).toBe(404);
    }
    expect(folderSize(hostile.distDir)).toEqual(before);
    // A short address of no image is answered before the optimiser would fetch it and log.
    for (const path of ["/i/640/home/no-such-picture.webp", "/i/640/constructor"]) {
      const missing = await hostile.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body, path).toBe("no such image\n");
    }
    expect(hostile.server.stderr()).not.toMatch(/image response failed/);
    // Names an object inherits are not packaging categories.
    for (const category of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const answer = await hostile.get(
        `/epr-obligation-estimator/result?stream=plastic&category=${category}`,
      );
      expect(answer.status, category).toBe(200);
    }
  });
});
