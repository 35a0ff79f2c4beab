// Which blog pages exist, for the gate in front of the renderer (src/proxy.ts). Next sends the
// text of a page's notFound() or error boundary only in the script payload, so a visitor without
// JavaScript (and a crawler) would get an empty page. A list page or post turned away here is
// rewritten to a prerendered page that carries the message in its HTML, and leaves nothing in
// the cache.
import "server-only";
import { getBlogPage, getPostSlugs } from "./index";
import { parseListPage, toSlug } from "./slug";

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
 * Reads the blog's list pages and post slugs; throws when the source cannot be read. The slugs
 * come from the source itself, not the data cache, so an outage is seen as one (and a post
 * published a moment ago is found); the page count may come from the data cache.
 */
async function readSource(): Promise<BlogIndex> {
  const [first, slugs] = await Promise.all([getBlogPage(1), getPostSlugs({ fresh: true })]);
  return { pages: first ? Math.max(1, first.totalPages) : 1, slugs: new Set(slugs) };
}

/** A gate over one reader of the blog index (the source itself; a test passes its own). */
export function createBlogGate(readIndex: () => Promise<BlogIndex>, now = Date.now) {
  /** The last good read, kept through failed ones; and when and how the source was last read. */
  let known: BlogIndex | undefined;
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
    await refresh(INDEX_TTL_MS);
    if (known && exists(known)) return "pass";
    await refresh(RECHECK_MS);
    if (known && exists(known)) return "pass";
    if (readOk) return "missing";
    // The source cannot be read. Never read since start: the page decides, so prerendered and
    // cached pages keep being served. Otherwise this URL was not there when it last could be read.
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

/** The gate the proxy asks, over the configured blog source. */
export const blogGate = createBlogGate(readSource);
