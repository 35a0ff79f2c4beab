import { getOgRoute } from "@/lib/site-routes";
import { renderOgImage } from "@/lib/seo/og-image";
import { pagePathFromOgSegments } from "@/lib/seo/og-image-path";

// Rendered on request and never written to the page cache: a static route would store a file
// (a 404 included) for every made-up image name anyone asks for. The images of real pages are
// kept in memory instead, so the store is bounded by the number of pages the site has.
export const dynamic = "force-dynamic";

const MAX_KEPT = 500;
const kept = new Map<string, ArrayBuffer>();

function imageResponse(png: ArrayBuffer): Response {
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ image: string[] }> },
): Promise<Response> {
  const { image } = await params;
  const pagePath = pagePathFromOgSegments(image);
  const route = pagePath ? await getOgRoute(pagePath) : undefined;
  if (!route) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  // A retitled post gets a new image: the title is part of the key.
  const key = `${route.path}\n${route.title}`;
  let png = kept.get(key);
  if (!png) {
    const rendered = await renderOgImage({ title: route.title, kicker: kickerFor(route.kind) });
    png = await rendered.arrayBuffer();
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, png);
  }
  return imageResponse(png);
}

function kickerFor(kind: string): string | undefined {
  if (kind === "post") return "Blog";
  if (kind === "city") return "EPR compliance near you";
  return undefined;
}
