// The routes the search, security and accessibility audits visit: exactly the URLs the site
// publishes in its sitemap (one list, so a new page is audited as soon as it is listed),
// plus pages that are deliberately not in it.
import type { APIRequestContext } from "@playwright/test";

/** What the web server was started with (playwright.config.ts passes the same value). */
export const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** Pages outside the sitemap that still need auditing. */
export const unlistedPaths = ["/this-page-does-not-exist"] as const;

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeXml(m[1] ?? ""));
}

/** Site-relative path of a sitemap URL (the audits run against the test server's origin). */
export function toPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** Every URL in /sitemap.xml (one sitemap: src/app/sitemap.ts). */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const res = await request.get("/sitemap.xml");
  if (!res.ok()) throw new Error(`/sitemap.xml answered ${res.status()}`);
  return locsOf(await res.text());
}

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapUrls(request)).map(toPath);
}

/** Splits routes across a few tests so the work runs in parallel workers. */
export const SHARDS = 3;

export function shard<T>(items: readonly T[], index: number, total = SHARDS): T[] {
  return items.filter((_, i) => i % total === index);
}
