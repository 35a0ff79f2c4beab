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

type Count = { pages: number; at: number };
let count: Count | undefined;
let loading: Promise<Count> | undefined;

async function load(): Promise<Count> {
  const first = await getBlogPage(1);
  if (!first) throw new Error("The blog list could not be read");
  return { pages: Math.max(1, first.totalPages), at: Date.now() };
}

async function current(now: number, maxAge: number): Promise<Count> {
  if (count && now - count.at < maxAge) return count;
  loading ??= load().finally(() => {
    loading = undefined;
  });
  count = await loading;
  return count;
}

/**
 * False only for a list page that certainly does not exist: not a whole number from 1, or past
 * the last page. When the blog source cannot be read the answer is true, so the page itself
 * decides and cached pages keep being served through an outage.
 */
export async function listPageExists(value: string | null | undefined, now = Date.now()) {
  const page = parseListPage(value ?? undefined);
  if (page === null) return false;
  try {
    return (
      page <= (await current(now, LIST_PAGES_TTL_MS)).pages ||
      page <= (await current(now, RECHECK_MS)).pages
    );
  } catch {
    return true;
  }
}

/** Drops the remembered count, so the next check reads the source again. */
export function forgetListPages(): void {
  count = undefined;
}
