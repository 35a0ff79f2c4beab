import { getOgRoute, getOgRoutes, safeDecode } from "@/lib/site-routes";
import { renderOgImage } from "@/lib/og-image";
import { ogImagePath, pagePathFromOgSegments } from "@/lib/og-image-path";

// Rendered once at build time for every known page; a post published later is rendered on
// its first request and then kept.
export const dynamic = "force-static";
export const revalidate = false;

export async function generateStaticParams(): Promise<{ image: string[] }[]> {
  const routes = await getOgRoutes();
  return routes.map((r) => ({
    image: ogImagePath(r.path).split("/").slice(2).map(safeDecode),
  }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ image: string[] }> },
): Promise<Response> {
  const { image } = await params;
  const pagePath = pagePathFromOgSegments(image);
  const route = pagePath ? await getOgRoute(pagePath) : undefined;
  if (!route) return new Response("Not found", { status: 404 });
  return renderOgImage({ title: route.title, kicker: kickerFor(route.kind) });
}

function kickerFor(kind: string): string | undefined {
  if (kind === "post") return "Blog";
  if (kind === "city") return "EPR compliance near you";
  return undefined;
}
