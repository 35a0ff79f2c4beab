import { expect, test, type Page } from "@playwright/test";
import { allOffices } from "../src/content/offices";
import { jsonLdProblems } from "./support/json-ld-policy";
import { SHARDS, shard, siteUrl, sitemapPaths, sitemapUrls } from "./support/site-routes";

// Search and sharing: every page in the sitemap has one canonical, en_IN Open Graph data with a
// working 1200x630 PNG, a title, a description, one h1 and JSON-LD that follows the policy.

const indexable = siteUrl === "https://www.nirmalearth.example";

function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = "89504e470d0a1a0a";
  if (bytes.subarray(0, 8).toString("hex") !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function metaContent(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) => els.map((e) => e.getAttribute("content") ?? ""));
}

test.describe("sitemap and robots", () => {
  test("the sitemap lists the site's pages with real modification dates", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = await sitemapUrls(request);
    expect(new Set(urls).size, "no duplicate URLs").toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${siteUrl}/`) || url === siteUrl).toBe(true);
    const paths = urls.map((u) => new URL(u).pathname);
    expect(paths).toContain("/");
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1] ?? "");
    expect(lastmods.length, "every URL has a lastmod").toBe(urls.length);
    for (const lastmod of lastmods) {
      const time = Date.parse(lastmod);
      expect(Number.isNaN(time), lastmod).toBe(false);
      expect(time, "lastmod is not in the future").toBeLessThanOrEqual(Date.now() + 60_000);
    }
  });

  test("every page the site links to from its navigation is in the sitemap", async ({
    page,
    request,
  }) => {
    const paths = new Set(await sitemapPaths(request));
    await page.goto("/");
    const hrefs = await page
      .locator("header a[href^='/'], footer a[href^='/']")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const href of new Set(hrefs)) {
      const res = await request.get(href);
      if (res.status() === 200 && !href.startsWith("/api/") && href !== "/login")
        expect.soft(paths.has(href), `${href} is linked but not in the sitemap`).toBe(true);
    }
  });

  test("blog posts listed on /blog are in the sitemap", async ({ page, request }) => {
    // The build always has a blog (WordPress or the Markdown posts): a failing /blog fails here.
    const res = await page.goto("/blog");
    expect(res?.status()).toBe(200);
    const paths = new Set(await sitemapPaths(request));
    const posts = await page
      .locator("main a[href^='/blog/']")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of new Set(posts)) {
      if (/^\/blog\/[^/]+$/.test(post) && !post.startsWith("/blog/page"))
        expect.soft(paths.has(post), `${post} missing from the sitemap`).toBe(true);
    }
  });

  test("robots.txt follows the indexing policy", async ({ request, page }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const body = await res.text();
    await page.goto("/");
    const robots = await metaContent(page, "meta[name='robots']");
    if (indexable) {
      expect(body).toMatch(/Allow: \//);
      expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
      expect(robots.join(",")).not.toContain("noindex");
    } else {
      expect(body).toMatch(/Disallow: \/\s*$/m);
      expect(robots.join(",")).toContain("noindex");
      expect(res.headers()["x-robots-tag"]).toContain("noindex");
    }
  });
});

test.describe("every page", () => {
  test.describe.configure({ timeout: 180_000 });
  // Desktop and mobile serve the same head and JSON-LD; checking once is enough (this file runs
  // at 1280 px only: playwright.config.ts, anyViewportSpecs). Read as the server sends it, with
  // no script run: as the crawlers of search engines and link previews that run none read it.
  test.use({ javaScriptEnabled: false });

  for (let index = 0; index < SHARDS; index++) {
    test(`has canonical, Open Graph, title, description, one h1 and valid JSON-LD (${index + 1}/${SHARDS})`, async ({
      page,
      request,
    }) => {
      const paths = shard(await sitemapPaths(request), index);
      for (const path of paths) {
        await test.step(path, async () => {
          const res = await page.goto(path);
          expect.soft(res?.status(), `${path} status`).toBe(200);

          const canonicals = await page
            .locator("link[rel='canonical']")
            .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
          expect
            .soft(canonicals, `${path} has one canonical`)
            .toEqual([path === "/" ? siteUrl : `${siteUrl}${path}`]);
          expect
            .soft(await metaContent(page, "meta[property='og:locale']"), path)
            .toEqual(["en_IN"]);
          expect.soft((await page.title()).trim().length, `${path} title`).toBeGreaterThan(10);
          const descriptions = await metaContent(page, "meta[name='description']");
          expect.soft(descriptions.length, `${path} one description`).toBe(1);
          expect
            .soft(descriptions[0]?.trim().length ?? 0, `${path} description`)
            .toBeGreaterThan(50);
          expect.soft(await page.locator("h1").count(), `${path} h1 count`).toBe(1);
          expect.soft(await metaContent(page, "meta[property='og:title']"), path).toHaveLength(1);

          const images = await metaContent(page, "meta[property='og:image']");
          expect.soft(images.length, `${path} og:image`).toBeGreaterThanOrEqual(1);
          const image = images[0];
          if (image) {
            const url = new URL(image);
            const own = url.origin === new URL(siteUrl).origin;
            const imageRes = await request.get(own ? `${url.pathname}${url.search}` : image);
            expect.soft(imageRes.status(), `${path} og:image ${image}`).toBe(200);
            const type = imageRes.headers()["content-type"] ?? "";
            expect.soft(type, `${path} og:image type`).toMatch(/^image\/(png|jpeg|webp)/);
            if (own && type.startsWith("image/png")) {
              expect.soft(pngSize(await imageRes.body()), `${path} og:image size`).toEqual({
                width: 1200,
                height: 630,
              });
            }
          }

          const raw = await page
            .locator("script[type='application/ld+json']")
            .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
          const blocks: unknown[] = [];
          for (const text of raw) {
            try {
              blocks.push(JSON.parse(text));
            } catch {
              expect
                .soft(false, `${path}: JSON-LD does not parse: ${text.slice(0, 80)}`)
                .toBe(true);
            }
          }
          expect
            .soft(jsonLdProblems(path, blocks, allOffices), `${path} JSON-LD policy`)
            .toEqual([]);
        });
      }
    });
  }
});
