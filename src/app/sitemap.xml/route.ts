import { getSitemapUrls } from "@/lib/site-routes/sitemap";
import { absoluteUrl } from "@/lib/seo/metadata";
import {
  chunkUrls,
  newest,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_URL_LIMIT,
  xmlResponse,
} from "@/lib/site-routes/sitemap-xml";

// Rebuilt at most hourly so new blog posts appear without a deploy.
export const revalidate = 3600;

/** One sitemap while the site fits in one; past 50,000 URLs an index of /sitemaps/N.xml. */
export async function GET(): Promise<Response> {
  const urls = await getSitemapUrls();
  if (urls.length <= SITEMAP_URL_LIMIT) return xmlResponse(renderUrlset(urls));
  const index = chunkUrls(urls).map((chunk, i) => ({
    loc: absoluteUrl(`/sitemaps/${i}.xml`),
    lastModified: newest(chunk),
  }));
  return xmlResponse(renderSitemapIndex(index));
}
