// How the request gate (src/proxy.ts) tells the 404 page what was missing: it rewrites a path
// that cannot be a page to one no route matches, so the 404 page is rendered into the HTML, and
// names the kind of page in a request header the 404 page reads.

export const MISSING_PAGE_HEADER = "x-missing-page";
/** No route matches it: a private folder name (a leading underscore) never becomes a URL. */
export const MISSING_PAGE_PATH = "/_missing";

export type MissingPage = "post" | "page";

export function missingPageKind(value: string | null): MissingPage {
  return value === "post" ? "post" : "page";
}
