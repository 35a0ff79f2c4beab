// Which blog pages exist, for the gate in front of the renderer (src/proxy.ts). Next sends the
// text of a page's notFound() or error boundary only in the script payload, so a visitor without
// JavaScript (and a crawler) would get an empty page. A list page or post turned away here is
// rewritten to a prerendered page that carries the message in its HTML, and leaves nothing in
// the cache.
import "server-only";
import { z } from "zod";
import { readBuildJson } from "@/lib/build-files";
import { getBlogSource, listPageCount, postSlugs } from "./index";
import { parseListPage, toSlug } from "@/lib/posts/slug";

/** How long the list of posts is trusted before it is read again. */
export const INDEX_TTL_MS = 60_000;
/**
 * A post or list page missing from the remembered list re-reads it when the list is at least
 * this old, so a post published a moment ago is found, while a flood of made-up URLs reads the
 * source at most once in this interval. A failed read is also kept this long.
 */
export const RECHECK_MS = 5_000;

/**
 * What the gate decides: let the page render (or be served from the cache), answer "not
 * found", or answer "the blog cannot be read right now".
 */
export type Verdict = "pass" | "missing" | "unavailable";

export type BlogIndex = { pages: number; slugs: ReadonlySet<string> };

/**
 * Reads the blog's post slugs and list pages from one route list (a single light request to
 * WordPress per 100 posts); throws when the source cannot be read. It comes from the source
 * itself, not the data cache, so an outage is seen as one (and a post published a moment ago
 * is found).
 */
async function readSource(): Promise<BlogIndex> {
  const routes = await getBlogSource().getRouteList({ fresh: true });
  return { pages: listPageCount(routes), slugs: new Set(postSlugs(routes)) };
}

const prerenderManifest = z.object({
  routes: z.record(z.string(), z.object({ srcRoute: z.string().nullish() })),
});

/**
 * The list pages and posts a build prerendered, from its prerender manifest: what the gate
 * trusts until it has read the source once. Undefined without a build (development).
 */
export function builtBlogIndex(manifest: unknown): BlogIndex | undefined {
  const parsed = prerenderManifest.safeParse(manifest);
  if (!parsed.success) return undefined;
  let pages = 0;
  const slugs = new Set<string>();
  for (const [route, { srcRoute }] of Object.entries(parsed.data.routes)) {
    if (route === "/blog") pages = Math.max(pages, 1);
    if (srcRoute === "/blog/page/[page]") {
      pages = Math.max(pages, parseListPage(route.slice("/blog/page/".length)) ?? 0);
    }
    if (srcRoute === "/blog/[slug]") slugs.add(toSlug(route.slice("/blog/".length)));
  }
  return pages > 0 ? { pages, slugs } : undefined;
}

/**
 * A gate over one reader of the blog index (the source itself; a test passes its own), starting
 * from what the build prerendered, when known.
 */
export function createBlogGate(
  readIndex: () => Promise<BlogIndex>,
  now = Date.now,
  built?: BlogIndex,
) {
  /** The last good read (at first the build's pages), kept through failed ones. */
  let known: BlogIndex | undefined = built;
  /** When and how the source was last read. */
  let readAt = -Infinity;
  let readOk = false;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    try {
      known = await readIndex();
      readOk = true;
    } catch {
      readOk = false;
    } finally {
      readAt = now();
    }
  }

  /** The source is read again when the last read is older than maxAge (one read at a time). */
  async function refresh(maxAge: number): Promise<void> {
    if (now() - readAt < maxAge) return;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    await reading;
  }

  async function verdict(exists: (index: BlogIndex) => boolean): Promise<Verdict> {
    if (known && exists(known)) {
      // Passed at once: an old list is read again in the background, so a slow source never
      // holds a page that is served from the cache.
      void refresh(INDEX_TTL_MS);
      return "pass";
    }
    await refresh(RECHECK_MS);
    if (known && exists(known)) return "pass";
    if (readOk) return "missing";
    // The source cannot be read: this URL was not there when it last could be read, or, before
    // the first good read since the start, the build did not prerender it. Without either list
    // (development) the page decides.
    return known ? "unavailable" : "pass";
  }

  return {
    /** A list page: "missing" when it is not a whole number from 1 or lies past the last page. */
    async listPage(value: string | null | undefined): Promise<Verdict> {
      const page = parseListPage(value ?? undefined);
      if (page === null) return "missing";
      return verdict((index) => page <= index.pages);
    },
    /** A post by the `[slug]` segment of its URL, as sent (percent-encoded or not). */
    async post(segment: string): Promise<Verdict> {
      const slug = toSlug(segment);
      if (!slug) return "missing";
      return verdict((index) => index.slugs.has(slug));
    },
  };
}

/** The gate the proxy asks, over the configured blog source, from this build's pages. */
export const blogGate = createBlogGate(
  readSource,
  Date.now,
  builtBlogIndex(readBuildJson("prerender-manifest.json")),
);
