// Runs before every route: refuses what no page of the site can answer, before it can throw,
// render or be cached (bad methods, undecodable or absurd paths, cross-site posts, bodies a
// Server Action could not decode, unknown cities), sends old FAQ URLs and old and misspelt blog
// URLs to the one URL each page is cached under, and answers blog URLs that cannot be served
// with a page that says so in its HTML, whatever the method.
import { NextResponse, type NextRequest } from "next/server";
import { citySlugs, UNKNOWN_CITY_PATH } from "@/content/cities";
import { blogGate, type Verdict } from "@/lib/blog/blog-gate";
import { blogPagePath, parseListPage, parsePostId, postPath } from "@/lib/posts/slug";
import {
  BLOG_STATUS_PREFIX,
  blogStatusPages,
  blogStatusPath,
  parseBlogStatus,
  type BlogStatus,
} from "@/lib/blog/status-pages";
import { env } from "@/lib/env";
import { checkPagePost } from "@/lib/http/page-post";
import {
  checkImageRequest,
  checkMethod,
  checkOrigin,
  checkPath,
  cityDestination,
  IGNORED_REQUEST_HEADERS,
  isApiRoute,
  ownOrigins,
  type Refusal,
} from "@/lib/http/request-guard";
import { refusalHeaders } from "@/lib/http/security-headers";
import { knownServerActions } from "@/lib/http/server-actions";

function refuse({ status, reason, allow }: Refusal): NextResponse {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (allow) headers.Allow = allow.join(", ");
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", ...refusalHeaders },
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

/** Rewritten to a path no route matches: the 404 page, rendered into the HTML. */
function notFoundPage(request: NextRequest): NextResponse {
  return noStore(NextResponse.rewrite(new URL(NO_ROUTE, request.nextUrl)), 404);
}

/** A move that is not stored: the same URL may answer otherwise once the content changes. */
function redirect(request: NextRequest, path: string, status: 307 | 308): NextResponse {
  const response = NextResponse.redirect(new URL(path, request.nextUrl), status);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** A query value the URL gives exactly once, parsed; null when absent, repeated or invalid. */
function single<T>(
  query: URLSearchParams,
  key: string,
  parse: (value: string) => T | null,
): T | null {
  const values = query.getAll(key);
  return values.length === 1 ? parse(values[0]!) : null;
}

/**
 * The blog's URLs. No blog page reads the query (it would then render per request), so the old
 * query forms become paths here: `/blog?page=N` moves to `/blog/page/N`, and `?id=N` on a post
 * URL is looked up by `/post/N/{slug}`, which moves to the post. Another spelling of a post's slug
 * (capitals, punctuation) moves to the post's own URL, so each page is rendered and cached once.
 *
 * A URL the gate (src/lib/blog/blog-gate.ts) turns away gets a page with the text in its HTML: a
 * list page past the last or not a number the site's 404 page, a missing post "Post not found.",
 * and either one while the blog source cannot be read the blog's error message with 503. A
 * page's own notFound() or error would reach the visitor only through JavaScript. This holds for
 * every method: a post to such a URL (the blog has no forms) is answered the same way, and one
 * to an old `?id=` URL reaches the lookup, which only reads (405).
 */
async function blogAnswer(request: NextRequest, path: string): Promise<NextResponse | null> {
  if (path.startsWith(BLOG_STATUS_PREFIX)) return statusPage(request, path);
  const query = request.nextUrl.searchParams;
  if (path === "/blog" && query.has("page")) {
    const page = single(query, "page", parseListPage);
    return page === null ? notFoundPage(request) : redirect(request, blogPagePath(page), 308);
  }
  const page = /^\/blog\/page\/([^/]*)\/?$/.exec(path)?.[1];
  if (page !== undefined) {
    if (parseListPage(page) === 1) return redirect(request, blogPagePath(1), 308);
    return answer(request, await blogGate.listPage(page), null, "posts-unavailable");
  }
  const post = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
  if (post === undefined) return null;
  const id = single(query, "id", parsePostId);
  if (id !== null) {
    // The id decides; an id of no post falls back to the slug the link also gave (cleaned, so
    // no dot segment or slash can move the lookup elsewhere).
    const slug = postPath(post).slice("/blog/".length);
    return NextResponse.rewrite(new URL(`/post/${id}${slug ? `/${slug}` : ""}`, request.nextUrl));
  }
  const canonical = postPath(post);
  if (canonical !== "/blog/" && canonical !== `/blog/${post}`) {
    return redirect(request, canonical, 308);
  }
  return answer(request, await blogGate.post(post), "post-not-found", "post-unavailable");
}

/**
 * A status page asked for by its own address, which is also how Next fetches a rewrite's
 * destination when the server's address differs from the one the proxy sees (a loopback IP):
 * served with the status it stands for.
 */
function statusPage(request: NextRequest, path: string): NextResponse {
  const state = parseBlogStatus(path.slice(BLOG_STATUS_PREFIX.length));
  if (state === null) return notFoundPage(request);
  const { status } = blogStatusPages[state];
  return noStore(NextResponse.next({ status }), status);
}

/** The gate's verdict as a response; a missing URL with no page of its own gets the 404 page. */
function answer(
  request: NextRequest,
  verdict: Verdict,
  missing: BlogStatus | null,
  unavailable: BlogStatus,
): NextResponse | null {
  if (verdict === "pass") return null;
  const state = verdict === "missing" ? missing : unavailable;
  if (state === null) return notFoundPage(request);
  const { status } = blogStatusPages[state];
  const destination = new URL(blogStatusPath(state), request.nextUrl);
  return noStore(NextResponse.rewrite(destination, { status }), status);
}

function noStore(response: NextResponse, status: number): NextResponse {
  response.headers.set("Cache-Control", "no-store");
  if (status === 503) response.headers.set("Retry-After", "60");
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const path = rawPath(request);
  const refusal =
    checkMethod(request.method, path) ??
    checkPath(path) ??
    checkImageRequest(path, request.nextUrl.searchParams) ??
    checkOrigin(
      request.method,
      request.headers,
      ownOrigins(env.SITE_URL, request.nextUrl, request.headers),
    );
  if (refusal) return refuse(refusal);
  // Next serves its root error and not-found pages at addresses of their own (the first with
  // status 500, both with a year-long cache header): pages for failures, not ones to visit, in
  // any spelling (checkPath has refused a path that cannot be decoded).
  if (/^\/_(?:global-error|not-found)(?:[/.]|$)/.test(decodeURIComponent(path))) {
    return notFoundPage(request);
  }

  // Any other address (a page, a missing one, one under /api/ with no route) renders a page,
  // where Next takes a POST for a Server Action.
  if (request.method === "POST" && !isApiRoute(request.nextUrl.pathname)) {
    const badPost = await checkPagePost(request, knownServerActions());
    if (badPost) return refuse(badPost);
  }

  // The FAQ page is static, so it never reads the query: its old query URLs go to the
  // search-only route.
  const query = request.nextUrl.searchParams;
  if (path === "/faq" && (query.has("q") || query.has("category"))) {
    return redirect(request, `/faq/search${request.nextUrl.search}`, 308);
  }
  const city = /^\/locations\/([^/]+)\/?$/.exec(path);
  if (city) {
    const destination = cityDestination(city[1]!, citySlugs, UNKNOWN_CITY_PATH);
    if (destination) {
      return redirect(request, destination.path, destination.permanent ? 308 : 307);
    }
  }
  return (await blogAnswer(request, path)) ?? passOn(request);
}

/** Lets a read through, without the headers no answer of the site honours (request-guard.ts). */
function passOn(request: NextRequest): NextResponse {
  const ignored = IGNORED_REQUEST_HEADERS.filter((name) => request.headers.has(name));
  if (ignored.length === 0) return NextResponse.next();
  const headers = new Headers(request.headers);
  for (const name of ignored) headers.delete(name);
  return NextResponse.next({ request: { headers } });
}

// No matcher: every request passes here, Next's build assets and its image optimiser included,
// so their methods, paths and bodies are checked too.
