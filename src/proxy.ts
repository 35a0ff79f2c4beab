// Runs before every route: refuses what no page of the site can answer, before it can throw,
// render or be cached (bad methods, undecodable or absurd paths, cross-site posts, unknown
// cities, posts and list pages that do not exist).
import { NextResponse, type NextRequest } from "next/server";
import { citySlugs, DEFAULT_CITY_SLUG } from "@/content/cities";
import { isKnownBlogPath } from "@/lib/blog/known-paths";
import { env } from "@/lib/env";
import { MISSING_PAGE_HEADER, MISSING_PAGE_PATH } from "@/lib/http/missing-page";
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

const POST_ID = /^[1-9]\d{0,9}$/;
const LIST_PAGE = /^[1-9]\d{0,4}$/;

/**
 * A post or list page that does not exist is shown the 404 page rendered into the HTML (a
 * page's own notFound() reaches the visitor only through JavaScript), and leaves no entry in
 * the page cache.
 */
async function missingBlogPage(request: NextRequest, path: string): Promise<NextResponse | null> {
  const query = request.nextUrl.searchParams;
  // The old query forms are rewritten after this gate (next.config.ts): `/blog/{slug}?id=N` to
  // the post with that id, and `/blog?page=N` to a redirect to `/blog/page/N`, checked here
  // when it is followed.
  const listQuery = path === "/blog" && query.has("page");
  if (listQuery ? LIST_PAGE.test(query.get("page")!) : !path.startsWith("/blog/")) return null;
  if (POST_ID.test(query.get("id") ?? "") || (!listQuery && (await isKnownBlogPath(path)))) {
    return null;
  }
  const headers = new Headers(request.headers);
  headers.set(MISSING_PAGE_HEADER, listQuery || path.startsWith("/blog/page/") ? "page" : "post");
  const response = NextResponse.rewrite(new URL(MISSING_PAGE_PATH, request.nextUrl), {
    request: { headers },
  });
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
  return (await missingBlogPage(request, path)) ?? NextResponse.next();
}

export const config = {
  // Next's own assets are fixed files; everything else, pages and handlers alike, passes here.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
