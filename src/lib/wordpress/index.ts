// The WordPress seam: the configured client, cache invalidation for edits, and the webhook payload.
import "server-only";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { decodeSlug } from "@/lib/posts/slug";
import { env } from "@/lib/env";
import { createWordPressClient, wpTags, type WordPressClient } from "./client";
import {
  contentTypes,
  fetchContentEntries,
  parseContentEntries,
  type ContentItem,
  type ContentType,
} from "./content";
import { toSettingsOverrides, type SettingsOverrides } from "./settings";

export { WordPressError, type WordPressErrorKind } from "./client";
export { REVALIDATE_SECONDS } from "./client";
export { contentTypes, type ContentItem, type ContentType } from "./content";
export { faqPages, testimonialPages, type FaqPage, type TestimonialPage } from "./content-types";
export { settingsNetworks, type SettingsOverrides, type SettingsNetwork } from "./settings";

let client: WordPressClient | null | undefined;

/** The client for WORDPRESS_URL, or null when the site runs on its Markdown posts. */
export function getWordPressClient(): WordPressClient | null {
  if (client === undefined) {
    client = env.WORDPRESS_URL ? createWordPressClient({ baseUrl: env.WORDPRESS_URL }) : null;
  }
  return client;
}

/** What the must-use plugin sends when a post is published, updated, trashed or re-categorised. */
export const postPayloadSchema = z.object({
  id: z.number().int().positive(),
  slugs: z.array(z.string().trim().min(1).max(400)).max(10).default([]),
  categories: z.array(z.number().int().positive()).max(100).default([]),
});

/**
 * Every type the content plugin announces: the content types (the registry in content.ts) and
 * the settings record. The plugin's own list is compared with this one by
 * tests/integration/wordpress/content-registry.test.ts.
 */
export const contentWebhookTypes = [
  ...(Object.keys(contentTypes) as [ContentType, ...ContentType[]]),
  "settings",
] as const;

/**
 * What the content plugin sends when an entry of its types (or the settings) changes. `pages`:
 * for testimonials and FAQs, the pages the entry showed on before and after the change.
 */
export const contentPayloadSchema = z.object({
  type: z.enum(contentWebhookTypes),
  id: z.number().int().nonnegative(),
  pages: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

/** A post edit (no `type`) or a company-content edit. */
export const revalidatePayloadSchema = z.union([
  contentPayloadSchema,
  // A body that names a type the site does not know is refused, never read as a post edit.
  postPayloadSchema.extend({ type: z.never().optional() }),
]);

export type PostPayload = z.infer<typeof postPayloadSchema>;
export type ContentPayload = z.infer<typeof contentPayloadSchema>;
export type RevalidatePayload = z.infer<typeof revalidatePayloadSchema>;

/**
 * How an announced edit of company content ends the cached copies it affects: expired at once
 * (not marked stale, which would serve the previous page once more while the new one renders),
 * so the next request, often the editor checking the change, renders the new content. A
 * WordPress that fails during that render is covered by the last-known-good copy in the
 * database (src/lib/company-content). Posts have no such copy: their pages are marked stale
 * ("max"), so an outage at that moment keeps serving the post as it was.
 */
const expireNow = { expire: 0 };

/**
 * Marks only what the edit affects as stale: the post (by id and by slug), the list pages and
 * its categories. Visitors get the cached copy until the fresh one is ready.
 */
export function revalidateWordPressContent(payload: RevalidatePayload): string[] {
  if (payload.type !== undefined) return revalidateCompanyContent(payload);
  const tags = [
    wpTags.posts,
    wpTags.post(payload.id),
    ...payload.slugs.map((slug) => wpTags.slug(decodeSlug(slug))),
    ...payload.categories.map(wpTags.category),
  ];
  // Every cached page carries the tags of the fetches it was built from: the post's page
  // (wp:post / wp:slug), the list pages and the sitemap (wp:posts) and the posts whose related
  // list shows that category (wp:category). Nothing else is touched.
  for (const tag of tags) revalidateTag(tag, "max");
  return tags;
}

/** The tags an edit of company content makes stale. */
export function companyContentTags(payload: ContentPayload): string[] {
  const definition = (contentTypes as Record<string, { pages?: readonly string[] }>)[payload.type];
  const known = payload.pages.filter((page) => definition?.pages?.includes(page));
  // A type shown per page refreshes only the pages the entry was or is on; without a page the
  // site knows, every page showing the type.
  if (definition?.pages && known.length > 0) {
    return [...new Set(known)].map((page) => wpTags.contentPage(payload.type, page));
  }
  return [wpTags.content(payload.type)];
}

/**
 * Marks stale exactly the pages that show the changed type (for testimonials and FAQs, the
 * pages named); each read is tagged next to its fetch (content.ts, contentTags).
 */
export function revalidateCompanyContent(payload: ContentPayload): string[] {
  const tags = companyContentTags(payload);
  for (const tag of tags) revalidateTag(tag, expireNow);
  return tags;
}

/** Expires the settings record's pages (every page: the header and footer read it). */
export function expireSettings(): string[] {
  const tag = wpTags.content("settings");
  revalidateTag(tag, expireNow);
  return [tag];
}

function wpOrigin(): string | undefined {
  return env.WORDPRESS_URL?.replace(/\/+$/, "");
}

/**
 * One type's published entries from WordPress, validated and reshaped (`page`: the page that
 * shows it, for the types shown per page), with the accepted raw entries as an opaque copy to
 * keep. Null without WORDPRESS_URL; throws a WordPressError when WordPress cannot be read.
 */
export async function readCompanyContent<K extends ContentType>(
  type: K,
  page?: string,
): Promise<{ items: ContentItem<K>[]; copy: unknown[] } | null> {
  const client = getWordPressClient();
  if (!client) return null;
  const entries = await fetchContentEntries(client, type, page);
  const { items, valid } = parseContentEntries(type, entries, { wpOrigin: wpOrigin() });
  return { items, copy: valid };
}

/** The items of a copy kept earlier by readCompanyContent (checked again, as it was stored). */
export function companyContentFromCopy<K extends ContentType>(
  type: K,
  copy: readonly unknown[],
): ContentItem<K>[] {
  return parseContentEntries(type, copy, { wpOrigin: wpOrigin() }).items;
}

/**
 * The site-settings record from WordPress: the fields it filled with valid values, and the record
 * as it came, to keep as the last copy. Null without WORDPRESS_URL; throws when WordPress cannot
 * be read (a WordPressError) or answers something that is not a settings record.
 */
export async function readSiteSettings(
  counterIds: readonly string[],
): Promise<{ items: SettingsOverrides; copy: unknown } | null> {
  const client = getWordPressClient();
  if (!client) return null;
  const body = await client.getSiteSettings({ tags: [wpTags.content("settings")] });
  return { items: toSettingsOverrides(body, counterIds), copy: body };
}

/** The settings of a copy kept by readSiteSettings (checked again), or null if it is unreadable. */
export function siteSettingsFromCopy(
  copy: unknown,
  counterIds: readonly string[],
): SettingsOverrides | null {
  try {
    return toSettingsOverrides(copy, counterIds);
  } catch {
    return null;
  }
}
