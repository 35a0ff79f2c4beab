// Runs before every route: refuses what no page of the site can answer, before it can throw,
// render or be cached (bad methods, undecodable or absurd paths, cross-site posts, unknown
// cities, blog list pages that do not exist).
import { NextResponse, type NextRequest } from "next/server";
import { citySlugs, DEFAULT_CITY_SLUG } from "@/content/cities";
import { listPageExists } from "@/lib/blog/list-pages";
import { parseListPage } from "@/lib/blog/slug";
import { env } from "@/lib/env";
import { knownServerActions } from "@/lib/http/server-actions";
import {
  ALLOWED_METHODS,
  checkMethod,
  checkOrigin,
  checkPath,
  cityDestination,
  ownOrigins,
  type Refusal,
} from "@/lib/http/request-guard";

function refuse({ status, reason }: Refusal): NextResponse {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (status === 405) headers.Allow = ALLOWED_METHODS.join(", ");
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The path exactly as sent: nextUrl may already be normalised. */
function rawPath(request: NextRequest): string {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.search(/[?#]/);
  return start === -1 ? "/" : url.slice(start, end === -1 ? undefined : end);
}

/** No route matches it: a private folder name (a leading underscore) never becomes a URL. */
const NO_ROUTE = "/_missing";

/**
 * A blog list page that does not exist (`/blog/page/N` past the last, `/blog?page=` that is
 * not a page) gets the 404 page rendered into the HTML, as any path no route matches does: a
 * page's own notFound() reaches the visitor only through JavaScript. `/blog?page=N` with a
 * whole number is sent on to `/blog/page/N` (next.config.ts) and checked there.
 */
async function missingListPage(request: NextRequest, path: string): Promise<NextResponse | null> {
  const query = request.nextUrl.searchParams;
  const page = /^\/blog\/page\/([^/]*)\/?$/.exec(path)?.[1];
  const missing =
    page !== undefined
      ? !(await listPageExists(page))
      : path === "/blog" && query.has("page") && parseListPage(query.get("page")!) === null;
  if (!missing) return null;
  const response = NextResponse.rewrite(new URL(NO_ROUTE, request.nextUrl));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const path = rawPath(request);
  const refusal =
    checkMethod(request.method) ??
    checkPath(path) ??
    checkOrigin(
      request.method,
      request.headers,
      ownOrigins(env.SITE_URL, request.nextUrl, request.headers),
    );
  if (refusal) return refuse(refusal);

  const action = request.headers.get("next-action");
  if (request.method === "POST" && action !== null) {
    const known = knownServerActions();
    if (known && !known.has(action)) return refuse({ status: 404, reason: "unknown action" });
  }

  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();

  const city = /^\/locations\/([^/]+)\/?$/.exec(path);
  if (city) {
    const destination = cityDestination(city[1]!, citySlugs, DEFAULT_CITY_SLUG);
    if (destination) {
      const response = NextResponse.redirect(
        new URL(destination.path, request.nextUrl),
        destination.permanent ? 308 : 307,
      );
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
  }
  return (await missingListPage(request, path)) ?? NextResponse.next();
}

export const config = {
  // Next's own assets are fixed files; everything else, pages and handlers alike, passes here.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
