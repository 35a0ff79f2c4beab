// Decisions the proxy makes before any route runs: pure functions, so they are tested without a server.
import artworkWidths from "@/lib/images/image-widths.json";
import { shortImageFile } from "@/lib/images/short-url";

/** Methods any route of the site answers; everything else (TRACE, PROPFIND, PUT, ...) is refused. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/** No page of the site is deeper than this or has a longer path; longer ones are junk. */
export const MAX_PATH_SEGMENTS = 12;
export const MAX_PATH_LENGTH = 1024;

/** Files (build assets, `public/`) are only read. */
export const FILE_METHODS = ["GET", "HEAD"] as const;

export type Refusal = {
  status: 400 | 403 | 404 | 405 | 413;
  reason: string;
  /** The methods the path does answer, for a 405. */
  allow?: readonly string[];
};

/**
 * The route handlers under /api/ (src/app/api/): they read their own bodies, and a POST to one
 * is never a Server Action. A unit test keeps this in step with the folders.
 */
const API_ROUTE = /^\/api\/(?:health|leads|revalidate|staff\/internal\/[^/]+)$/;

/** Whether a path (as Next routes it: `nextUrl.pathname`) is one of the route handlers under /api/. */
export function isApiRoute(pathname: string): boolean {
  return API_ROUTE.test(pathname);
}

/** A file's path: a build asset, or a last segment with an extension (no page has one). */
export function isFilePath(rawPath: string): boolean {
  return rawPath.startsWith("/_next/static/") || /\.[a-z0-9]+$/i.test(rawPath);
}

export function checkMethod(method: string, rawPath: string): Refusal | undefined {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, reason: "method not allowed", allow: ALLOWED_METHODS };
  }
  // Next answers any other method on a file with a 500 (it renders a /405 page the App Router
  // has not got), so the refusal is made here.
  if (isFilePath(rawPath) && !(FILE_METHODS as readonly string[]).includes(method)) {
    return { status: 405, reason: "method not allowed", allow: FILE_METHODS };
  }
  return undefined;
}

/**
 * Request headers no answer of the site honours: ranges, and the preconditions for updating or
 * resuming a download. Nothing here is large enough to resume, and nothing is written by a GET.
 * Next's file server answers a range it cannot satisfy, or a precondition that fails, with a 500
 * (it renders a /416 or /412 page the App Router has not got); without them the whole file is
 * sent with 200, which is always a valid answer to a range request.
 */
export const IGNORED_REQUEST_HEADERS = [
  "range",
  "if-range",
  "if-match",
  "if-unmodified-since",
] as const;

/**
 * A path that cannot be decoded would make a dynamic route throw (a 500); one absurdly deep or
 * long cannot name a page of ours. `rawPath` is the path as sent, still percent-encoded.
 */
export function checkPath(rawPath: string): Refusal | undefined {
  if (rawPath.length > MAX_PATH_LENGTH) return { status: 404, reason: "path too long" };
  const segments = rawPath.split("/").filter(Boolean);
  if (segments.length > MAX_PATH_SEGMENTS) return { status: 404, reason: "path too deep" };
  for (const segment of segments) {
    try {
      const decoded = decodeURIComponent(segment);
      // A NUL or other control character is never part of one of our URLs.
      if (/[\u0000-\u001f\u007f]/.test(decoded)) {
        return { status: 400, reason: "control character in path" };
      }
    } catch {
      return { status: 400, reason: "malformed percent-encoding" };
    }
  }
  // A short image address (src/lib/images/short-url.ts) names one of the site's artworks, every
  // one in image-widths.json, exactly as the pages spell it: another spelling would be optimised
  // and stored again under its own key, and a missing file fetched by the optimiser and logged.
  const image = shortImageFile(rawPath);
  if (image !== null && !Object.hasOwn(artworkWidths, image)) {
    return { status: 404, reason: "no such image" };
  }
  return undefined;
}

/**
 * The one spelling of a path that repeats a slash, uses a backslash for one (as URL parsers
 * read it) or ends in one, or null when the path is already that spelling. Its segments are
 * joined again, so it never starts with "//", which a browser would read as another host. A
 * path with a character a URL never holds as it is (a tab or another control character, which a
 * browser drops from a Location, a space, anything beyond ASCII) is not moved but left to the
 * checks after this one (checkPath refuses a control character). `rawPath` is the path as sent,
 * still percent-encoded.
 */
export function canonicalPath(rawPath: string): string | null {
  if (/[^\x21-\x7e]/.test(rawPath)) return null;
  const canonical = `/${rawPath.replace(/\\/g, "/").split("/").filter(Boolean).join("/")}`;
  return canonical === rawPath ? null : canonical;
}

/**
 * A request to Next's image optimiser names one of the site's artworks exactly as listed, or an
 * absolute URL (a WordPress image; Next's remotePatterns decide the host) in its canonical
 * spelling without a fragment. The optimiser keys its cache by the address as written, so every
 * other spelling (`#x`, `/./`, `%68`) would be fetched, encoded and stored again; a folder or a
 * missing file is fetched and fails with a 500. The pages only ever write these spellings.
 */
export function checkImageRequest(rawPath: string, query: URLSearchParams): Refusal | undefined {
  if (rawPath !== "/_next/image") return undefined;
  const urls = query.getAll("url");
  // No url, or two, is Next's own 400.
  if (urls.length !== 1) return undefined;
  const url = urls[0]!;
  if (url.startsWith("/")) {
    return Object.hasOwn(artworkWidths, url) ? undefined : { status: 404, reason: "no such image" };
  }
  let canonical: string | null = null;
  try {
    canonical = new URL(url).href;
  } catch {
    // Not a URL: Next's own 400.
    return undefined;
  }
  return canonical === url && !url.includes("#")
    ? undefined
    : { status: 404, reason: "no such image" };
}

/**
 * Refuses a state-changing request sent from another site: a browser names the page that sent
 * it in Origin and Sec-Fetch-Site. Server-to-server clients (the API, the WordPress webhook)
 * send neither and are let through; their own checks (schema, secret) apply.
 */
export function checkOrigin(
  method: string,
  headers: Headers,
  allowedOrigins: readonly string[],
): Refusal | undefined {
  if (method !== "POST") return undefined;
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return { status: 403, reason: "cross-site request" };
  const origin = headers.get("origin");
  if (origin === null) return undefined;
  if (!allowedOrigins.includes(origin.trim().toLowerCase())) {
    return { status: 403, reason: "cross-origin request" };
  }
  return undefined;
}

/** The site's own origins: the configured public one and the one this request was addressed to. */
export function ownOrigins(siteUrl: string, requestUrl: URL, headers: Headers): string[] {
  const origins = new Set<string>([new URL(siteUrl).origin.toLowerCase()]);
  origins.add(requestUrl.origin.toLowerCase());
  const host = headers.get("host");
  if (host) {
    const protocol = requestUrl.protocol;
    origins.add(`${protocol}//${host}`.toLowerCase());
  }
  return [...origins];
}

/**
 * Where a /locations/{city} request goes before rendering: nowhere (a known city, as written),
 * to the lower-case URL of a known city, or to the default city for an unknown name. The city
 * page itself renders known cities only, so no unknown name is ever rendered or cached.
 */
export function cityDestination(
  rawSegment: string,
  knownSlugs: readonly string[],
  unknownPath: string,
): { path: string; permanent: boolean } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawSegment);
  } catch {
    decoded = "";
  }
  if (knownSlugs.includes(decoded)) return undefined;
  const lower = decoded.toLowerCase();
  // Another spelling of a known city moves for good; an unknown name only for now.
  return knownSlugs.includes(lower)
    ? { path: `/locations/${lower}`, permanent: true }
    : { path: unknownPath, permanent: false };
}
