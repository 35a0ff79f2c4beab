// Legacy post links (/post/{id}, and /blog/{slug}?id={id}, which src/proxy.ts rewrites to
// /post/{id}/{slug}) move permanently to the post's canonical URL, /blog/{slug}. An id of no post
// goes to the slug the link gave, if any (the post page says if that is missing too), else to the
// list. The slug travels in the path: after a rewrite, the standalone server gives a route handler
// the query of the URL the visitor asked for, not the rewritten one. A redirect, never a page: it
// answers from the data cache and writes nothing to the page cache, whatever id is asked for.
import { getBlogSource, parsePostId, postPath } from "@/lib/blog";

export const dynamic = "force-dynamic";

function redirectTo(location: string, status: 307 | 308): Response {
  // A relative Location keeps the redirect on whatever host the visitor used.
  return new Response(null, {
    status,
    headers: { Location: location, "Cache-Control": "no-store" },
  });
}

type Params = { id: string; slug?: string[] };

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { id: rawId, slug } = await params;
  // postPath keeps only a slug's letters, digits and hyphens: the move stays on the blog.
  const fromSlug = slug?.length === 1 ? postPath(slug[0]!) : "/blog/";
  const fallback = fromSlug === "/blog/" ? "/blog" : fromSlug;
  const id = parsePostId(rawId);
  if (id === null) return redirectTo(fallback, 307);
  try {
    const post = await getBlogSource().getPostById(id);
    if (!post) return redirectTo(fallback, 307);
    return redirectTo(postPath(post.slug), 308);
  } catch {
    // WordPress unreachable: the visitor goes to the post's own address or the list, which
    // still have cached pages, rather than to an error.
    return redirectTo(fallback, 307);
  }
}
