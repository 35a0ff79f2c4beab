// Every public, indexable URL of the site with its title and last modification time. One list
// feeds the sitemap, the Open Graph images and the search/accessibility audits.
import "server-only";
import { cities } from "@/content/cities";
import { footerColumns, type NavLink, serviceLinks } from "@/content/navigation";
import {
  cityContentSource,
  cityPageSource,
  markdownPostSource,
  staticPages,
} from "@/content/routes";
import { site } from "@/content/site";
import { getBlogSource, postPath } from "@/lib/blog";
import { decodeSlug } from "@/lib/posts/slug";
import type { RouteEntry } from "@/lib/posts/types";
import { sourceDate } from "./source-dates";

export type SiteRouteKind = "page" | "city" | "post";

export type SiteRoute = {
  path: string;
  /** The heading printed on the page's share image. */
  title: string;
  lastModified?: Date;
  kind: SiteRouteKind;
};

/** Share headings for the pages whose navigation label alone says too little. */
const shareTitles: Record<string, string> = {
  "/": site.tagline,
  "/epr-compliance-service": "EPR compliance for producers, importers and brand owners",
  "/industrial-waste-pickup-service": "Industrial waste pickup, documented end to end",
  "/residential-waste-pickup-service": "Doorstep waste pickup for homes and communities",
  "/team": "The team behind Nirmal Earth",
  "/contact-us": "Talk to our waste and EPR experts",
  "/faq": "Frequently asked questions",
  "/epr-obligation-estimator": "How much EPR do you owe this year? Estimate it with its sources",
  "/blog": "Insights on waste management and EPR",
  "/privacy-policy/ta": "Privacy Policy in Tamil",
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

export function getStaticRoutes({ includeNonIndexable = false } = {}): SiteRoute[] {
  return staticPages
    .filter((page) => includeNonIndexable || page.indexable)
    .map((page) => ({
      path: page.path,
      title: titleForPath(page.path),
      lastModified: sourceDate(page.source),
      kind: "page",
    }));
}

/** All indexable routes: static pages, then city pages, then blog posts. */
export async function getSiteRoutes(): Promise<SiteRoute[]> {
  return [...getStaticRoutes(), ...getCityRoutes(), ...(await getPostRoutes())];
}

/** Routes that get a share image: the indexable ones plus pages kept out of search. */
export async function getOgRoutes(): Promise<SiteRoute[]> {
  return [
    ...getStaticRoutes({ includeNonIndexable: true }),
    ...getCityRoutes(),
    ...(await getPostRoutes()),
  ];
}

function newer(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** The share-image route for one page path; the blog source is asked only for blog paths. */
export async function getOgRoute(pagePath: string): Promise<SiteRoute | undefined> {
  const candidates = [
    ...getStaticRoutes({ includeNonIndexable: true }),
    ...getCityRoutes(),
    ...(pagePath.startsWith("/blog/") ? await getPostRoutes() : []),
  ];
  return candidates.find((r) => samePath(r.path, pagePath));
}

function getCityRoutes(): SiteRoute[] {
  const pageTime = sourceDate(cityPageSource);
  return cities.map((city) => ({
    path: `/locations/${city.slug}`,
    title: city.h1Title,
    lastModified: newer(sourceDate(cityContentSource(city.slug)), pageTime),
    kind: "city" as const,
  }));
}

/**
 * Blog posts through the blog layer (the WordPress route-list helper when WordPress is
 * configured). lastmod is the post's modified date when the source gives one, else the date
 * recorded for the Markdown file at build time.
 */
async function getPostRoutes(): Promise<SiteRoute[]> {
  const entries: RouteEntry[] = await getBlogSource().getRouteList();
  return entries.map((entry) => {
    const modified = entry.modified ? new Date(entry.modified) : undefined;
    return {
      path: postPath(entry.slug),
      title: entry.title,
      lastModified:
        modified && !Number.isNaN(modified.getTime())
          ? modified
          : sourceDate(markdownPostSource(entry.slug)),
      kind: "post" as const,
    };
  });
}

/** Compares page paths whatever their percent-encoding. */
function samePath(a: string, b: string): boolean {
  return decodeSlug(a) === decodeSlug(b);
}
