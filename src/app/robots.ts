import type { MetadataRoute } from "next";
import { absoluteUrl, isIndexable } from "@/lib/seo";

// Only the production origin in a production build may be crawled (README: robots policy).
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
