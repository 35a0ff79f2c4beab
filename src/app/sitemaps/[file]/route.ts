import { getSitemapUrls } from "@/lib/site-routes/sitemap";
import { chunkUrls, renderUrlset, xmlResponse } from "@/lib/sitemap-xml";

export const revalidate = 3600;

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
