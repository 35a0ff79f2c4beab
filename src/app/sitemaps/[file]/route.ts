import { getSitemapUrls } from "@/lib/site-routes/sitemap";
import { chunkUrls, renderUrlset, xmlResponse } from "@/lib/site-routes/sitemap-xml";

export const revalidate = 3600;
// Only the parts that exist at build time are served (and cached); any other name is a 404
// that leaves nothing behind. One part holds 50,000 URLs, far more than the site has.
export const dynamicParams = false;

export async function generateStaticParams(): Promise<{ file: string }[]> {
  const parts = Math.max(1, chunkUrls(await getSitemapUrls()).length);
  return Array.from({ length: parts }, (_, i) => ({ file: `${i}.xml` }));
}

/** One part of the sitemap index ("0.xml", "1.xml", ...). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params;
  const match = /^(\d{1,4})\.xml$/.exec(file);
  const chunk = match ? chunkUrls(await getSitemapUrls())[Number(match[1])] : undefined;
  if (!chunk) return new Response("Not found", { status: 404 });
  return xmlResponse(renderUrlset(chunk));
}
