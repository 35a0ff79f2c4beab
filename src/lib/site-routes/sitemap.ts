// The sitemap's URL list: every indexable route with an absolute URL and its lastmod.
import "server-only";
import { absoluteUrl } from "@/lib/seo/metadata";
import { getSiteRoutes } from "./index";

export type SitemapUrl = { loc: string; lastModified?: Date };

export async function getSitemapUrls(): Promise<SitemapUrl[]> {
  const routes = await getSiteRoutes();
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const route of routes) {
    const loc = absoluteUrl(route.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push({ loc, lastModified: route.lastModified });
  }
  return urls;
}
