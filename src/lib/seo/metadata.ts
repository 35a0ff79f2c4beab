// Builds every page's metadata (title, description, canonical, Open Graph, Twitter) from one shape.
import type { Metadata } from "next";
import { BRAND_NAME, site } from "@/content/site";
import { env } from "@/lib/env";
import { ogImagePath } from "@/lib/seo/og-image-path";

export type PageMeta = {
  title: string;
  description: string;
  /** Path on this site, starting with "/". */
  path: string;
  keywords?: readonly string[];
  /** Absolute URL or site path of a 1200x630 image; defaults to the page's generated image. */
  ogImage?: string;
  ogType?: "website" | "article";
  /** Use the title as given, without the "| Brand" suffix. */
  absoluteTitle?: boolean;
};

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${env.SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Search engines may index only the production origin in a production build. */
export function isIndexable(): boolean {
  return env.NODE_ENV === "production" && env.SITE_URL === site.productionUrl;
}

export function buildMetadata(page: PageMeta): Metadata {
  const url = absoluteUrl(page.path);
  // Every page gets its own generated card unless it brings an image of its own.
  const image = absoluteUrl(page.ogImage ?? ogImagePath(page.path));
  const images = [{ url: image, width: 1200, height: 630, alt: page.title }];
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    keywords: page.keywords ? [...page.keywords] : undefined,
    alternates: { canonical: url },
    openGraph: {
      type: page.ogType ?? "website",
      url,
      title: page.title,
      description: page.description,
      siteName: BRAND_NAME,
      locale: site.locale,
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      images: [image],
    },
  };
}
