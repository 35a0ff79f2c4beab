import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  checkImageRequest,
  checkMethod,
  checkOrigin,
  checkPath,
  cityDestination,
  isApiRoute,
  isFilePath,
  MAX_PATH_SEGMENTS,
  ownOrigins,
} from "./request-guard";

describe("checkMethod", () => {
  it.each(["GET", "HEAD", "POST", "OPTIONS"])("lets %s through to a page", (method) => {
    expect(checkMethod(method, "/contact-us")).toBeUndefined();
  });
  it.each(["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH", "CONNECT", "MKCOL", "get", "FOO"])(
    "answers %s with 405",
    (method) => {
      expect(checkMethod(method, "/")).toMatchObject({
        status: 405,
        allow: ["GET", "HEAD", "POST", "OPTIONS"],
      });
    },
  );
  it.each(["/_next/static/chunks/app.js", "/icons/sprite.svg", "/images/home/hero.webp"])(
    "lets only GET and HEAD through to the file %s",
    (path) => {
      expect(checkMethod("GET", path)).toBeUndefined();
      expect(checkMethod("HEAD", path)).toBeUndefined();
      for (const method of ["POST", "OPTIONS"]) {
        expect(checkMethod(method, path)).toMatchObject({ status: 405, allow: ["GET", "HEAD"] });
      }
    },
  );
});

describe("isFilePath", () => {
  it("knows build assets and names with an extension from pages", () => {
    expect(isFilePath("/_next/static/media/font.woff2")).toBe(true);
    expect(isFilePath("/sitemap.xml")).toBe(true);
    expect(isFilePath("/blog/e-waste-epr-producers")).toBe(false);
    expect(isFilePath("/api/leads")).toBe(false);
    expect(isFilePath("/")).toBe(false);
  });
});

describe("checkPath", () => {
  it.each([
    "/",
    "/blog/e-waste-epr-producers",
    "/locations/chennai",
    "/og/index.png",
    "/blog/%E0%A4%85",
  ])("lets %s through", (path) => {
    expect(checkPath(path)).toBeUndefined();
  });
  it.each(["/blog/%ff", "/post/%", "/og/%e0%a4.png", "/sitemaps/%zz.xml", "/locations/%c0%af"])(
    "answers the malformed %s with 400",
    (path) => {
      expect(checkPath(path)).toEqual({ status: 400, reason: "malformed percent-encoding" });
    },
  );
  it("refuses control characters hidden in an encoding", () => {
    expect(checkPath("/blog/a%00b")?.status).toBe(400);
    expect(checkPath("/blog/a%0d%0aSet-Cookie:x")?.status).toBe(400);
  });
  it("answers another spelling of a short image address with 404", () => {
    expect(checkPath("/i/640/home/hero.webp")).toBeUndefined();
    expect(checkPath("/i/640/h%6Fme/hero.webp")?.status).toBe(404);
    expect(checkPath("/i/640/home%2Fhero.webp")?.status).toBe(404);
    expect(checkPath("/i/640/home/no-such-picture.webp")).toEqual({
      status: 404,
      reason: "no such image",
    });
  });
  it("answers absurd depth and length with 404", () => {
    expect(checkPath("/og/" + "a/".repeat(MAX_PATH_SEGMENTS) + "x.png")?.status).toBe(404);
    expect(checkPath("/blog/" + "a".repeat(2000))?.status).toBe(404);
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/contact-us/", "/contact-us"],
    ["/blog/page/2//", "/blog/page/2"],
    ["/a//b", "/a/b"],
    ["/a\\b", "/a/b"],
    // Never another host: no leading "//", whatever the slashes sent.
    ["//evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["//", "/"],
  ])("%s moves to %s, on this site", (from, to) => {
    expect(canonicalPath(from)).toBe(to);
    expect(new URL(canonicalPath(from)!, "https://site.example/x").host).toBe("site.example");
  });

  it.each([
    "/",
    "/contact-us",
    "/blog/page/2",
    "/%2F%2Fevil.example",
    // A browser drops tabs and line breaks from a Location: "/\t/evil.example" would be "//evil.example".
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/ /evil.example/",
  ])("%s stays", (path) => {
    expect(canonicalPath(path)).toBeNull();
  });
});

describe("checkImageRequest", () => {
  const image = (query: string) =>
    checkImageRequest("/_next/image", new URLSearchParams(query))?.status;
  const artwork = encodeURIComponent("/images/home/hero.webp");

  it("lets a listed artwork and a WordPress image in their own spelling through", () => {
    expect(image(`url=${artwork}&w=640&q=75`)).toBeUndefined();
    const remote = encodeURIComponent("https://cms.example.com/wp-content/uploads/a%20b.jpg");
    expect(image(`url=${remote}&w=640&q=75`)).toBeUndefined();
  });

  it("answers any other spelling, a folder and a missing file with 404", () => {
    for (const url of [
      "/images/home/hero.webp#a1",
      "/images/./home/hero.webp",
      "/images/%68ome/hero.webp",
      "/images/",
      "/images//x.png",
      "/images/home/nope.webp",
      "//evil.example/x.png",
      "https://cms.example.com/wp-content/uploads/a.jpg#x",
      "https://CMS.example.com/wp-content/uploads/a.jpg",
      "https://cms.example.com/wp-content/./uploads/a.jpg",
    ]) {
      expect(image(`url=${encodeURIComponent(url)}&w=640&q=75`), url).toBe(404);
    }
  });

  it("leaves other addresses, and a query Next refuses itself, alone", () => {
    expect(checkImageRequest("/i/640/home/nope.webp", new URLSearchParams())).toBeUndefined();
    expect(image("w=640&q=75")).toBeUndefined();
    expect(image(`url=${artwork}&url=${artwork}&w=640`)).toBeUndefined();
    expect(image("url=not%20a%20url&w=640")).toBeUndefined();
  });
});

describe("isApiRoute", () => {
  it("knows every route handler under src/app/api and nothing else", () => {
    const handlers: string[] = [];
    const walk = (dir: string, route: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name}`);
        else if (entry.name === "route.ts") handlers.push(route.replace(/\[[^\]]+\]/g, "x"));
      }
    };
    walk(path.join(process.cwd(), "src/app/api"), "/api");
    expect(handlers.length).toBeGreaterThan(0);
    for (const handler of handlers) expect(isApiRoute(handler), handler).toBe(true);
    for (const other of ["/api/x", "/api/leads/x", "/api", "/api/..%2fcontact-us", "/contact-us"]) {
      expect(isApiRoute(other), other).toBe(false);
    }
  });
});

describe("checkOrigin", () => {
  const own = ["https://www.example.in", "http://127.0.0.1:3000"];
  const post = (headers: Record<string, string>) => checkOrigin("POST", new Headers(headers), own);

  it("lets same-origin posts and clients without an Origin through", () => {
    expect(post({ origin: "https://www.example.in" })).toBeUndefined();
    expect(
      post({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }),
    ).toBeUndefined();
    expect(post({})).toBeUndefined();
  });
  it("refuses another site's origin, the opaque null origin and cross-site fetches", () => {
    expect(post({ origin: "https://evil.example" })?.status).toBe(403);
    expect(post({ origin: "null" })?.status).toBe(403);
    expect(post({ "sec-fetch-site": "cross-site" })?.status).toBe(403);
    expect(post({ origin: "https://www.example.in.evil.example" })?.status).toBe(403);
  });
  it("never refuses a read", () => {
    expect(
      checkOrigin("GET", new Headers({ origin: "https://evil.example" }), own),
    ).toBeUndefined();
  });
});

describe("ownOrigins", () => {
  it("holds the configured origin and the one the request was addressed to", () => {
    const origins = ownOrigins(
      "https://www.example.in",
      new URL("http://127.0.0.1:3221/api/leads"),
      new Headers({ host: "localhost:3221" }),
    );
    expect(origins).toEqual(
      expect.arrayContaining([
        "https://www.example.in",
        "http://127.0.0.1:3221",
        "http://localhost:3221",
      ]),
    );
  });
});

describe("cityDestination", () => {
  const slugs = ["chennai", "mumbai"];
  it("leaves a known city alone", () => {
    expect(cityDestination("chennai", slugs, "/locations")).toBeUndefined();
  });
  it("moves another spelling of a known city for good", () => {
    expect(cityDestination("Chennai", slugs, "/locations")).toEqual({
      path: "/locations/chennai",
      permanent: true,
    });
  });
  it.each(["atlantis", "junk-123", "%ff", "a%2Fb"])(
    "sends %s to the list of cities for now",
    (s) => {
      expect(cityDestination(s, slugs, "/locations")).toEqual({
        path: "/locations",
        permanent: false,
      });
    },
  );
});
