import { expect, test } from "@playwright/test";

// Every public page is answered from the prerender/ISR cache, and the old query URLs land on
// the static paths. Headers do not depend on the viewport, so desktop only (playwright.config.ts,
// anyViewportSpecs). /login is not among them: the portal's sign-in is rendered per visit.

const cachedPages = [
  "/",
  "/epr-compliance-service",
  "/industrial-waste-pickup-service",
  "/residential-waste-pickup-service",
  "/contact-us",
  "/team",
  "/locations",
  "/locations/chennai",
  "/privacy-policy",
  "/terms",
  "/faq",
  "/blog",
  "/blog/page/2",
  "/blog/battery-waste-epr",
];

test("a second request for every public page is answered from the cache", async ({ request }) => {
  for (const path of cachedPages) {
    expect((await request.get(path)).status(), path).toBe(200);
    const second = await request.get(path);
    const headers = second.headers();
    const fromCache =
      headers["x-nextjs-cache"] === "HIT" || headers["x-nextjs-prerender"] !== undefined;
    expect(fromCache, `${path}: ${JSON.stringify(headers)}`).toBe(true);
  }
});

test("the old query URLs redirect to the static paths", async ({ request }) => {
  const cases: [string, number, string][] = [
    ["/blog?page=2", 308, "/blog/page/2"],
    ["/blog?page=1", 308, "/blog"],
    ["/blog/anything?id=103", 308, "/blog/battery-waste-epr"],
    // An id of no post: the post the path names (its page says if that is missing too).
    ["/blog/battery-waste-epr?id=999999", 307, "/blog/battery-waste-epr"],
    ["/blog/no-such-post?id=999999", 307, "/blog/no-such-post"],
    // The path names the post, not a slug the query adds.
    ["/blog/battery-waste-epr?id=999999&slug=other", 307, "/blog/battery-waste-epr"],
    ["/post/999999?slug=other", 307, "/blog"],
    ["/post/999999", 307, "/blog"],
    ["/faq?q=pricing", 308, "/faq/search?q=pricing"],
    // The one URL each page is rendered and cached under.
    ["/blog/page/1", 308, "/blog"],
    ["/blog/Battery-Waste-EPR", 308, "/blog/battery-waste-epr"],
    ["/blog/battery-waste-epr!!", 308, "/blog/battery-waste-epr"],
  ];
  for (const [from, status, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(status);
    expect(
      new URL(res.headers().location!, "http://x").pathname +
        new URL(res.headers().location!, "http://x").search,
      from,
    ).toBe(to);
  }
  // A repeated page or id is no old URL: the list's 404, or the post the path names.
  for (const bad of [
    "/blog?page=0",
    "/blog?page=abc",
    "/blog/page/1x",
    "/blog?page=2&page=abc",
    "/blog?page=abc&page=2",
    "/blog/anything?id=103&id=x",
  ]) {
    const res = await request.get(bad, { maxRedirects: 0 });
    expect(res.status(), bad).toBe(404);
    expect(res.headers()["cache-control"], bad).toContain("no-store");
  }
  const post = await request.get("/blog/battery-waste-epr?id=x&id=103", { maxRedirects: 0 });
  expect(post.status()).toBe(200);
});

test("the FAQ search is the one page rendered per request", async ({ request }) => {
  const res = await request.get("/faq/search?q=pricing");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect(await res.text()).toContain("pricing");
});
