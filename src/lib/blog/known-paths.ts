// Which /blog paths can be pages, for a gate in front of the renderer (src/proxy.ts). Next
// sends the text of a page's notFound() only in the script payload, so a visitor without
// JavaScript would get an empty page; a path turned away before the page renders (rewritten
// to one no route matches) gets the 404 page in the HTML, and leaves nothing in the cache.
import "server-only";
import { getBlogPage, getBlogSource } from "./index";
import { decodeSlug, parseListPage, toSlug } from "./slug";

/** How long the list of posts is trusted before it is read again. */
export const KNOWN_PATHS_TTL_MS = 60_000;
/**
 * A path missing from the list re-reads it when the list is at least this old, so a post
 * published a moment ago is found, while a flood of made-up paths reads the source at most
 * once in this interval.
 */
export const UNKNOWN_RECHECK_MS = 5_000;

type Known = { slugs: Set<string>; pages: number; at: number };
let known: Known | undefined;
let loading: Promise<Known> | undefined;

async function load(): Promise<Known> {
  const source = getBlogSource();
  const [routes, list] = await Promise.all([source.getRouteList(), getBlogPage(1)]);
  if (!list) throw new Error("The blog list could not be read");
  return {
    slugs: new Set(routes.map((route) => toSlug(route.slug))),
    pages: Math.max(1, list.totalPages),
    at: Date.now(),
  };
}

async function current(now: number, maxAge = KNOWN_PATHS_TTL_MS): Promise<Known> {
  if (known && now - known.at < maxAge) return known;
  loading ??= load().finally(() => {
    loading = undefined;
  });
  known = await loading;
  return known;
}

/**
 * False only for a /blog path that is certainly no page: a slug no published post has, or a
 * list page past the last. When the blog source cannot be read the answer is true, so the
 * page itself decides and cached pages keep being served through an outage.
 */
export async function isKnownBlogPath(pathname: string, now = Date.now()): Promise<boolean> {
  const parts = pathname.split("/").filter(Boolean);
  if (parts[0] !== "blog" || parts.length < 2) return true;
  const isListPage = parts[1] === "page" && parts.length === 3;
  if (!isListPage && parts.length !== 2) return true;
  const test = (data: Known): boolean => {
    if (isListPage) {
      const page = parseListPage(parts[2]);
      return page !== null && page <= data.pages;
    }
    return data.slugs.has(toSlug(decodeSlug(parts[1]!)));
  };
  try {
    // Checked again against a fresh list before answering no.
    return test(await current(now)) || test(await current(now, UNKNOWN_RECHECK_MS));
  } catch {
    return true;
  }
}

/** Drops the remembered list, so the next check reads the source again (after an edit). */
export function forgetKnownBlogPaths(): void {
  known = undefined;
}
