// Old list links (/blog?page=N) move permanently to the static list pages (/blog/page/N).
// next.config.ts rewrites only whole numbers here, so the page is already valid.
import { blogPagePath, parseListPage } from "@/lib/blog/slug";

export function GET(request: Request) {
  const page = parseListPage(new URL(request.url).searchParams.get("page") ?? undefined) ?? 1;
  // A relative Location keeps the redirect on whatever host the visitor used.
  return new Response(null, {
    status: 308,
    headers: { Location: blogPagePath(page), "Cache-Control": "public, max-age=3600" },
  });
}
