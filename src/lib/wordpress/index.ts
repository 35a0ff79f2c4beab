// The WordPress seam: the configured client, cache invalidation for edits, and the webhook payload.
import "server-only";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { decodeSlug } from "@/lib/blog/slug";
import { env } from "@/lib/env";
import { createWordPressClient, wpTags, type WordPressClient } from "./client";

export { WordPressError, type WordPressErrorKind } from "./client";

let client: WordPressClient | null | undefined;

/** The client for WORDPRESS_URL, or null when the site runs on its Markdown posts. */
export function getWordPressClient(): WordPressClient | null {
  if (client === undefined) {
    client = env.WORDPRESS_URL ? createWordPressClient({ baseUrl: env.WORDPRESS_URL }) : null;
  }
  return client;
}

/** What the must-use plugin sends when a post is published, updated, trashed or re-categorised. */
export const revalidatePayloadSchema = z.object({
  id: z.number().int().positive(),
  slugs: z.array(z.string().trim().min(1).max(400)).max(10).default([]),
  categories: z.array(z.number().int().positive()).max(100).default([]),
});

export type RevalidatePayload = z.infer<typeof revalidatePayloadSchema>;

/**
 * Marks only what the edit affects as stale: the post (by id and by slug), the list pages and
 * its categories. Visitors get the cached copy until the fresh one is ready.
 */
export function revalidateWordPressContent(payload: RevalidatePayload): string[] {
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
