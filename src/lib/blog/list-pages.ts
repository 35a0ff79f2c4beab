// Which blog list pages exist, for the gate in front of the renderer (src/proxy.ts). Next sends
// the text of a page's notFound() only in the script payload, so a visitor without JavaScript
// would get an empty page; a list page turned away before it renders (rewritten to a path no
// route matches) gets the 404 page in the HTML, and leaves nothing in the cache.
import "server-only";
import { getBlogPage } from "./index";
import { parseListPage } from "./slug";

/** How long the page count is trusted before it is read again. */
export const LIST_PAGES_TTL_MS = 60_000;
/**
 * A page past the remembered last one re-reads the count when it is at least this old, so a
 * page added by a post published a moment ago is found, while a flood of made-up page numbers
 * reads the source at most once in this interval.
 */
export const RECHECK_MS = 5_000;

/** The last read: the page count, or null when the source could not be read. */
type Count = { pages: number | null; at: number };
let count: Count | undefined;
let loading: Promise<Count> | undefined;

async function load(): Promise<Count> {
  try {
    const first = await getBlogPage(1);
    return { pages: first ? Math.max(1, first.totalPages) : null, at: Date.now() };
  } catch {
    return { pages: null, at: Date.now() };
  }
}

/** The count, read again when older than maxAge; a failed read is also kept that long. */
async function current(maxAge: number): Promise<number | null> {
  if (!count || Date.now() - count.at >= maxAge) {
    loading ??= load().finally(() => {
      loading = undefined;
    });
    count = await loading;
  }
  return count.pages;
}

/**
 * False only for a list page that certainly does not exist: not a whole number from 1, or past
 * the last page. While the blog source cannot be read the answer is true (and the source is
 * tried again at most every RECHECK_MS), so the page itself decides and cached pages keep
 * being served through an outage.
 */
export async function listPageExists(value: string | null | undefined): Promise<boolean> {
  const page = parseListPage(value ?? undefined);
  if (page === null) return false;
  const known = await current(LIST_PAGES_TTL_MS);
  if (known === null || page <= known) return true;
  const fresh = await current(RECHECK_MS);
  return fresh === null || page <= fresh;
}

/** Drops the remembered count, so the next check reads the source again. */
export function forgetListPages(): void {
  count = undefined;
}
