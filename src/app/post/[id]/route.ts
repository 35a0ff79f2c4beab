// Legacy post links (/post/{id}) move permanently to /blog/{slug from the title}?id={id}.
import { getBlogSource, toSlug } from "@/lib/blog";

export const dynamic = "force-dynamic";

function redirectTo(location: string, status: 307 | 308): Response {
  // A relative Location keeps the redirect on whatever host the visitor used.
  return new Response(null, {
    status,
    headers: { Location: location, "Cache-Control": "no-store" },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return redirectTo("/blog", 307);
  try {
    const post = await getBlogSource().getPostById(Number(id));
    if (!post) return redirectTo("/blog", 307);
    const slug = toSlug(post.title) || toSlug(post.slug);
    return redirectTo(`/blog/${encodeURIComponent(slug)}?id=${post.id}`, 308);
  } catch {
    // WordPress unreachable: the spec sends the visitor to the list instead of an error.
    return redirectTo("/blog", 307);
  }
}
