// Per-post metadata and BlogPosting JSON-LD: the editor's SEO data first, sensible fallbacks always.
import type { Metadata } from "next";
import { BRAND_NAME } from "@/content/site";
import { absoluteUrl, buildMetadata } from "@/lib/seo/metadata";
import { truncate } from "./format";
import { postPath } from "@/lib/posts/slug";
import type { Post, SeoData } from "@/lib/posts/types";

/** Every field filled: Yoast (or front matter) where given, else the post's own title, excerpt and image. */
export function resolveSeo(post: Post): SeoData {
  const seo = post.seo;
  const description = seo.description ?? (truncate(post.excerpt || post.title) || post.title);
  const image = seo.ogImage ?? (post.image ? absoluteUrl(post.image.src) : undefined);
  const title = seo.title ?? post.title;
  return {
    title,
    description,
    canonical: absoluteUrl(seo.canonical ?? postPath(post.slug)),
    ogTitle: seo.ogTitle ?? title,
    ogDescription: seo.ogDescription ?? description,
    ogType: seo.ogType ?? "article",
    ...(image ? { ogImage: image } : {}),
    twitterCard: seo.twitterCard ?? (image ? "summary_large_image" : "summary"),
    twitterTitle: seo.twitterTitle ?? seo.ogTitle ?? title,
    twitterDescription: seo.twitterDescription ?? seo.ogDescription ?? description,
    ...((seo.twitterImage ?? image) ? { twitterImage: seo.twitterImage ?? image } : {}),
  };
}

export function postMetadata(post: Post): Metadata {
  const seo = resolveSeo(post);
  const base = buildMetadata({
    title: seo.title,
    description: seo.description,
    path: seo.canonical,
    ogType: "article",
    // Yoast titles already carry the site name.
    absoluteTitle: post.seo.title !== undefined && post.seo.title.includes(BRAND_NAME),
  });
  const images = seo.ogImage
    ? [{ url: seo.ogImage, alt: post.image?.alt ?? seo.ogTitle }]
    : undefined;
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "article",
      title: seo.ogTitle,
      description: seo.ogDescription,
      publishedTime: post.date,
      modifiedTime: post.modified,
      ...(post.categories.length ? { tags: post.categories.map((c) => c.name) } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: seo.twitterCard,
      title: seo.twitterTitle,
      description: seo.twitterDescription,
      ...(seo.twitterImage ? { images: [seo.twitterImage] } : {}),
    },
  };
}

export function blogPostingJsonLd(post: Post): Record<string, unknown> {
  const seo = resolveSeo(post);
  const organization = { "@type": "Organization", name: BRAND_NAME, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: seo.description,
    url: seo.canonical,
    mainEntityOfPage: { "@type": "WebPage", "@id": seo.canonical },
    datePublished: post.date,
    dateModified: post.modified || post.date,
    ...(seo.ogImage ? { image: [seo.ogImage] } : {}),
    ...(post.categories.length ? { articleSection: post.categories.map((c) => c.name) } : {}),
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") } },
    inLanguage: "en-IN",
  };
}
