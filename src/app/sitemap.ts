// /sitemap.xml, by Next's metadata convention, from the route table (src/lib/site-routes).
import type { MetadataRoute } from "next";
import { getSitemapUrls } from "@/lib/site-routes/sitemap";

// Rebuilt at most hourly so new blog posts appear without a deploy.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await getSitemapUrls()).map(({ loc, lastModified }) => ({ url: loc, lastModified }));
}
