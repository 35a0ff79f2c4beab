// Pure reshapes from WordPress REST shapes (`Wp*`) to the blog's domain types.
import { decode } from "html-entities";
import { decodeSlug, postLink } from "@/lib/posts/slug";
import type {
  Category,
  FeaturedImage,
  Post,
  PostSummary,
  RouteEntry,
  SeoData,
} from "@/lib/posts/types";
import { htmlToText, rewriteHref, sanitizePostHtml } from "@/lib/html/sanitize";
import {
  wpMediaSchema,
  wpTermSchema,
  type WpCategory,
  type WpPost,
  type WpRouteEntry,
  type WpYoast,
} from "./types";

export type ReshapeOptions = { wpOrigin?: string };

/** WordPress sends titles with entities (`&#038;`, `&#8217;`) and sometimes inline tags. */
export function toPlainText(rendered: string): string {
  return decode(htmlToText(rendered)).replace(/\s+/g, " ").trim();
}

/** `date_gmt` has no zone designator; it is UTC. */
function gmtToIso(value: string | undefined): string {
  if (!value) return "";
  return /Z|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
}

function toCategories(post: WpPost): Category[] {
  const groups = post._embedded?.["wp:term"] ?? [];
  const categories: Category[] = [];
  for (const group of groups) {
    for (const raw of group) {
      const term = wpTermSchema.safeParse(raw);
      if (term.success && (term.data.taxonomy ?? "category") === "category") {
        categories.push({
          id: term.data.id,
          name: decode(term.data.name),
          slug: decodeSlug(term.data.slug),
        });
      }
    }
  }
  return categories;
}

/**
 * An absolute URL in the one spelling the image optimiser is asked for: the proxy answers any
 * other spelling of an image address with a 404 (request-guard.ts, checkImageRequest).
 */
export function canonicalUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

function toFeaturedImage(post: WpPost, title: string): FeaturedImage | undefined {
  const media = wpMediaSchema.safeParse(post._embedded?.["wp:featuredmedia"]?.[0]);
  const src = media.success ? canonicalUrl(media.data.source_url) : undefined;
  // The optimiser fetches WordPress's media folder only (next.config.ts).
  if (!media.success || !src || !new URL(src).pathname.includes("/wp-content/uploads/")) {
    return undefined;
  }
  const { alt_text, media_details } = media.data;
  return {
    src,
    alt: alt_text?.trim() || title,
    width: media_details?.width ?? 1200,
    height: media_details?.height ?? 630,
  };
}

export function toPostSummary(post: WpPost): PostSummary {
  const title = toPlainText(post.title.rendered);
  const image = toFeaturedImage(post, title);
  return {
    id: post.id,
    slug: decodeSlug(post.slug),
    title,
    excerpt: toPlainText(post.excerpt.rendered),
    date: gmtToIso(post.date_gmt),
    modified: gmtToIso(post.modified_gmt ?? post.date_gmt),
    categories: toCategories(post),
    ...(image ? { image } : {}),
    sticky: post.sticky ?? false,
  };
}

/** Keeps only non-empty strings, so no metadata tag is ever emitted empty. */
function text(value: string | undefined): string | undefined {
  const clean = value ? decode(value).trim() : "";
  return clean === "" ? undefined : clean;
}

export function toSeo(
  yoast: WpYoast | null | undefined,
  options: ReshapeOptions = {},
): Partial<SeoData> {
  if (!yoast) return {};
  const seo: Partial<SeoData> = {};
  const set = <K extends keyof SeoData>(key: K, value: SeoData[K] | undefined) => {
    if (value !== undefined) seo[key] = value;
  };
  set("title", text(yoast.title));
  set("description", text(yoast.description));
  set("ogTitle", text(yoast.og_title));
  set("ogDescription", text(yoast.og_description));
  set("ogType", yoast.og_type === "website" ? "website" : yoast.og_type ? "article" : undefined);
  set("ogImage", text(yoast.og_image?.[0]?.url));
  set(
    "twitterCard",
    yoast.twitter_card === "summary"
      ? "summary"
      : yoast.twitter_card
        ? "summary_large_image"
        : undefined,
  );
  set("twitterTitle", text(yoast.twitter_title));
  set("twitterDescription", text(yoast.twitter_description));
  set("twitterImage", text(yoast.twitter_image));
  // Yoast's canonical points at WordPress: a post permalink there becomes this site's path
  // (made absolute on SITE_URL by the page); an editor's canonical elsewhere is kept.
  const canonical = text(yoast.canonical);
  if (canonical) set("canonical", rewriteHref(canonical, options.wpOrigin, postLink));
  return seo;
}

export function toPost(post: WpPost, options: ReshapeOptions = {}): Post {
  return {
    ...toPostSummary(post),
    html: post.content.protected
      ? ""
      : sanitizePostHtml(post.content.rendered, { ...options, postLink }),
    seo: toSeo(post.yoast_head_json, options),
  };
}

export function toRouteEntry(entry: WpRouteEntry): RouteEntry {
  const route = {
    id: entry.id,
    slug: decodeSlug(entry.slug),
    title: toPlainText(entry.title.rendered),
  };
  return {
    ...route,
    ...(entry.modified_gmt ? { modified: gmtToIso(entry.modified_gmt) } : {}),
    ...(entry.sticky ? { sticky: true } : {}),
  };
}

export function toCategory(category: WpCategory): Category {
  return { id: category.id, name: decode(category.name), slug: decodeSlug(category.slug) };
}
