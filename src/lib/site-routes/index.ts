// Every public, indexable URL of the site with its title and last modification time. One list
// feeds the sitemap, the Open Graph images and the search/accessibility audits.
import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { cities } from "@/content/cities";
import { footerColumns, type NavLink, serviceLinks } from "@/content/navigation";
import { site } from "@/content/site";
import { getBlogSource, postPath } from "@/lib/blog";
import type { RouteEntry } from "@/lib/blog/types";
import {
  discoverStaticPages,
  fileLastModified,
  hasRoute,
  routeFileLastModified,
} from "./static-pages";

export type SiteRouteKind = "page" | "city" | "post";

export type SiteRoute = {
  path: string;
  /** The heading printed on the page's share image. */
  title: string;
  lastModified?: Date;
  kind: SiteRouteKind;
};

export function appDirectory(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "src", "app");
}

/** Share headings for the pages whose navigation label alone says too little. */
const shareTitles: Record<string, string> = {
  "/": site.tagline,
  "/epr-compliance-service": "EPR compliance for producers, importers and brand owners",
  "/industrial-waste-pickup-service": "Industrial waste pickup, documented end to end",
  "/residential-waste-pickup-service": "Doorstep waste pickup for homes and communities",
  "/team": "The team behind Nirmal Earth",
  "/contact-us": "Talk to our waste and EPR experts",
  "/faq": "Frequently asked questions",
  "/blog": "Insights on waste management and EPR",
};

const navigationLabels = new Map<string, string>(
  [...serviceLinks, ...footerColumns.flatMap((c): readonly NavLink[] => c.links)].map((l) => [
    l.href,
    l.label,
  ]),
);

export function titleForPath(routePath: string): string {
  const known = shareTitles[routePath] ?? navigationLabels.get(routePath);
  if (known) return known;
  const last = routePath.split("/").filter(Boolean).pop() ?? "";
  const words = last.replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : site.tagline;
}

export function getStaticRoutes(
  appDir = appDirectory(),
  { includeNonIndexable = false } = {},
): SiteRoute[] {
  const pages = discoverStaticPages(appDir).filter((p) => includeNonIndexable || p.indexable);
  return pages.map((page) => ({
    path: page.path,
    title: titleForPath(page.path),
    lastModified: fileLastModified(page.file),
    kind: "page",
  }));
}

/** All indexable routes: static pages, then city pages, then blog posts. */
export async function getSiteRoutes(): Promise<SiteRoute[]> {
  const appDir = appDirectory();
  const [cities, posts] = await Promise.all([getCityRoutes(appDir), getPostRoutes(appDir)]);
  return [...getStaticRoutes(appDir), ...cities, ...posts];
}

/** Routes that get a share image: the indexable ones plus pages kept out of search. */
export async function getOgRoutes(): Promise<SiteRoute[]> {
  const appDir = appDirectory();
  const [cities, posts] = await Promise.all([getCityRoutes(appDir), getPostRoutes(appDir)]);
  return [...getStaticRoutes(appDir, { includeNonIndexable: true }), ...cities, ...posts];
}

function newer(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** The share-image route for one page path; the blog source is asked only for blog paths. */
export async function getOgRoute(pagePath: string): Promise<SiteRoute | undefined> {
  const appDir = appDirectory();
  const candidates = [
    ...getStaticRoutes(appDir, { includeNonIndexable: true }),
    ...(await getCityRoutes(appDir)),
    ...(pagePath.startsWith("/blog/") ? await getPostRoutes(appDir) : []),
  ];
  return candidates.find((r) => samePath(r.path, pagePath));
}

async function getCityRoutes(appDir: string): Promise<SiteRoute[]> {
  if (!hasRoute(appDir, "locations/[city]")) return [];
  const contentDir = path.join(appDir, "..", "content", "cities");
  const pageTime = routeFileLastModified(appDir, "locations/[city]");
  return cities.map((city) => ({
    path: `/locations/${city.slug}`,
    title: city.h1Title,
    lastModified: newer(fileLastModified(path.join(contentDir, `${city.slug}.ts`)), pageTime),
    kind: "city" as const,
  }));
}

/**
 * Blog posts through the blog layer (the WordPress route-list helper when WordPress is
 * configured). lastmod is the post's modified date when the source gives one, else the
 * Markdown file's own modification time.
 */
async function getPostRoutes(appDir: string): Promise<SiteRoute[]> {
  if (!hasRoute(appDir, "blog/[slug]")) return [];
  const entries: (RouteEntry & { modified?: string })[] = await getBlogSource().getRouteList();
  const postsDir = path.join(appDir, "..", "content", "posts");
  return entries.map((entry) => {
    const modified = entry.modified ? new Date(entry.modified) : undefined;
    return {
      path: postPath(entry.slug),
      title: entry.title,
      lastModified:
        modified && !Number.isNaN(modified.getTime())
          ? modified
          : markdownFileTime(postsDir, entry.slug),
      kind: "post" as const,
    };
  });
}

function markdownFileTime(dir: string, slug: string): Date | undefined {
  const file = path.join(dir, `${slug}.md`);
  return /^[\p{L}\p{M}\p{N}_-]+$/u.test(slug) && existsSync(file)
    ? fileLastModified(file)
    : undefined;
}

/** Compares page paths whatever their percent-encoding. */
export function samePath(a: string, b: string): boolean {
  return safeDecode(a) === safeDecode(b);
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
