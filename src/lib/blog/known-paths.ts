// Which /blog paths can be pages, for a gate in front of the renderer (src/proxy.ts). Next
// stores every rendered 404 of a dynamic segment in the page cache under its own path, and
// sends a notFound() page's text only in the script payload; a path turned away before the
// page renders (rewritten to one no route matches) gets the static 404 page instead and
// leaves nothing behind.
import "server-only";
import { getBlogSource, POSTS_PER_PAGE } from "./index";
import { decodeSlug, parseListPage, toSlug } from "./slug";

/** How long the list of posts is trusted before it is read again (a webhook call clears it). */
export const KNOWN_PATHS_TTL_MS = 60_000;

type Known = { slugs: Set<string>; pages: number; at: number };
let known: Known | undefined;
let loading: Promise<Known> | undefined;

async function load(): Promise<Known> {
  const source = getBlogSource();
  const [routes, list] = await Promise.all([
    source.getRouteList(),
    source.getPosts({ page: 1, perPage: POSTS_PER_PAGE }),
  ]);
  return {
    slugs: new Set(routes.map((route) => toSlug(route.slug))),
    pages: Math.max(1, list?.totalPages ?? 1),
    at: Date.now(),
  };
}

async function current(now: number): Promise<Known> {
  if (known && now - known.at < KNOWN_PATHS_TTL_MS) return known;
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
  let data: Known;
  try {
    data = await current(now);
  } catch {
    return true;
  }
  if (parts[1] === "page" && parts.length === 3) {
    const page = parseListPage(parts[2]);
    return page !== null && page <= data.pages;
  }
  if (parts.length !== 2) return true;
  return data.slugs.has(toSlug(decodeSlug(parts[1]!)));
}

/** Drops the remembered list, so the next check reads the source again (after an edit). */
export function forgetKnownBlogPaths(): void {
  known = undefined;
}
