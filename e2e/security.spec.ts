import { expect, test, type APIResponse } from "@playwright/test";
import { rawRequest } from "../tests/support/production-server";

// Browser hardening headers on every kind of response, and a policy strict enough to block
// third-party script.

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectHardened(res: APIResponse, label: string) {
  const h = res.headers();
  expect(h["x-powered-by"], `${label}: no X-Powered-By`).toBeUndefined();
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], label).toBe("DENY");
  const permissions = h["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(permissions, label).toContain(`${feature}=()`);

  const csp = directives(h["content-security-policy"] ?? "");
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'self'"]);
  expect(csp.get("form-action"), label).toEqual(["'self'"]);
  expect(csp.get("default-src"), label).toEqual(["'self'"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts, `${label}: only same-origin scripts`).toEqual(expect.arrayContaining(["'self'"]));
  for (const source of scripts) {
    expect(source, `${label}: no third-party or wildcard script source`).toMatch(
      /^'(self|unsafe-inline|unsafe-eval|nonce-[^']+|sha256-[^']+)'$/,
    );
  }
  for (const frame of csp.get("frame-src") ?? []) {
    expect(frame, label).toMatch(
      /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)$/,
    );
  }
}

// Headers and the policy do not depend on the viewport: this file runs at 1280 px only
// (playwright.config.ts, anyViewportSpecs).
test.describe("security headers", () => {
  test("are sent with pages, API responses, 404s, metadata files and static assets", async ({
    request,
  }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expectHardened(home, "/");

    const html = await home.text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script, "the home page loads a script bundle").toBeTruthy();

    const targets = [
      "/api/health",
      "/this-page-does-not-exist",
      "/robots.txt",
      "/sitemap.xml",
      "/og/index.png",
      "/icon.svg",
      script!,
      ...(style ? [style] : []),
    ];
    for (const target of targets) {
      const res = await request.get(target);
      if (target === "/this-page-does-not-exist") expect(res.status()).toBe(404);
      else expect(res.status(), target).toBe(200);
      expectHardened(res, target);
    }
  });

  test("are sent with every move, Next's trailing-slash and FAQ moves included, never to another host", async ({
    request,
    baseURL,
  }) => {
    // The proxy's moves carry every header a page does.
    const moves: [string, string][] = [
      ["/faq?q=pricing", "/faq/search?q=pricing"],
      ["/faq?category=plastic", "/faq/search?category=plastic"],
      ["/blog?page=2", "/blog/page/2"],
      ["/locations/Chennai", "/locations/chennai"],
    ];
    for (const [from, to] of moves) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(308);
      expect(res.headers().location, from).toBe(to);
      expect(res.headers()["cache-control"], from).toContain("no-store");
      expectHardened(res, from);
    }
    // Other spellings of a page's path move in one step to its own, from the request gate,
    // whose empty answers nothing can load into or frame; paths a client would read as another
    // host are sent exactly as written.
    for (const [from, to] of [
      ["/contact-us/", "/contact-us"],
      ["/blog/page/2/?x=1", "/blog/page/2?x=1"],
      ["/a//b/", "/a/b"],
      ["//evil.example/", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
      ["/%5Cevil.example/", "/%5Cevil.example"],
    ] as const) {
      const res = await rawRequest(baseURL!, { path: from });
      expect(res.status, from).toBe(308);
      expect(res.headers.location, from).toBe(to);
      expect(res.headers["cache-control"], from).toContain("no-store");
      expect(res.headers["x-content-type-options"], from).toBe("nosniff");
      expect(res.headers["x-frame-options"], from).toBe("DENY");
      expect(res.headers["content-security-policy"], from).toContain("frame-ancestors 'none'");
    }
    // Next's own addresses for its error and not-found pages, in any spelling, are the 404 page,
    // not a page to store; and a post to a made-up blog address is no different from a read.
    for (const path of ["/_not-found", "/%5Fnot-found", "/_global-error", "/_global%2Derror"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()["cache-control"], path).toContain("no-store");
      expectHardened(res, path);
    }
    for (const path of ["/blog/no-such-post-at-all", "/blog/page/999"]) {
      const res = await request.post(path, {
        headers: { "content-type": "text/plain" },
        data: "x",
        maxRedirects: 0,
      });
      expect(res.status(), path).toBe(404);
      expect(res.headers()["cache-control"], path).toContain("no-store");
    }
  });

  test("Strict-Transport-Security is sent only by production builds on https", async ({
    request,
  }) => {
    const res = await request.get("/");
    const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
    if (siteUrl.startsWith("https://")) {
      expect(res.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    } else {
      expect(res.headers()["strict-transport-security"]).toBeUndefined();
    }
  });

  test("the site cannot be framed by another page", async ({ page, request }) => {
    const res = await request.get("/");
    expect(res.headers()["x-frame-options"]).toBe("DENY");
    // A frame pointing at the site stays empty: the browser refuses to render it.
    const baseURL = test.info().project.use.baseURL!;
    await page.route("https://framer.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><iframe id="f" src="${baseURL}/"></iframe>`,
      }),
    );
    // The outer page's load waits for its frame's, so the browser has judged the site's answer.
    const framed = page.waitForRequest(`${baseURL}/`);
    await page.goto("https://framer.example/", { waitUntil: "load" });
    await framed;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame, "the test page has its frame").toBeTruthy();
    // The frame has finished loading what the browser put in the site's place.
    await expect
      .poll(() => frame!.evaluate(() => document.readyState).catch(() => "detached"))
      .toBe("complete");
    expect(frame!.url(), "the frame does not show the site").not.toBe(`${baseURL}/`);
    // The site's own header navigation would be inside the frame had the browser rendered it.
    const siteLinks = await frame!
      .locator("a[href='/contact-us']")
      .count()
      .catch(() => 0);
    expect(siteLinks, "no site content rendered inside a foreign frame").toBe(0);
  });
});

// That the policy never blocks the site itself is checked on every page at both widths by
// e2e/every-page.spec.ts, which loads each page once for all of its audits.
