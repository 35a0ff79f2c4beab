import type { MetadataRoute } from "next";
import { absoluteUrl, isIndexable } from "@/lib/seo/metadata";

// Only the production origin in a production build may be crawled (docs/seo.md, robots policy).
export default function robots(): MetadataRoute.Robots {
  if (!isIndexable()) {
    return { rules: { userAgent: "*", disallow: "/" } };
  }
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
    host: absoluteUrl("/"),
  };
}
