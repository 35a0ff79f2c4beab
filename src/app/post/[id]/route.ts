// Legacy post links (/post/{id}, and /blog/{anything}?id={id} rewritten here by src/proxy.ts)
// move permanently to the post's canonical URL, /blog/{slug}. A redirect, never a page: it
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

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parsePostId((await params).id);
  if (id === null) return redirectTo("/blog", 307);
  try {
    const post = await getBlogSource().getPostById(id);
    if (!post) return redirectTo("/blog", 307);
    return redirectTo(postPath(post.slug), 308);
  } catch {
    // WordPress unreachable: the visitor goes to the list, which still has cached posts,
    // rather than to an error.
    return redirectTo("/blog", 307);
  }
}
