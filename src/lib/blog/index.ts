// The blog the pages read: WordPress when WORDPRESS_URL is set, else the Markdown posts in the repo.
import "server-only";
import { getWordPressClient } from "@/lib/wordpress";
import { markdownSource } from "./markdown-source";
import { toSlug } from "@/lib/posts/slug";
import type { BlogSource, Post, PostSummary, RouteEntry } from "@/lib/posts/types";

export const POSTS_PER_PAGE = 5;
export const STICKY_POSTS = 3;
export const RELATED_FETCH = 3;
export const RELATED_SHOWN = 2;

export function getBlogSource(): BlogSource {
  return getWordPressClient() ?? markdownSource;
}

export type BlogPage = {
  page: number;
  totalPages: number;
  sticky: PostSummary[];
  featured: PostSummary[];
  latest: PostSummary[];
};

/**
 * One page of the list: the sticky slider (always page 1 of sticky posts) and the page's five
 * posts, leaving out the pinned ones so no post shows twice on a page. Null when the page is
 * past the last. Errors propagate, so nothing empty is cached.
 */
export async function getBlogPage(page: number): Promise<BlogPage | null> {
  const source = getBlogSource();
  const sticky = await source.getPosts({ page: 1, perPage: STICKY_POSTS, sticky: true });
  const pinned = sticky?.posts ?? [];
  const list = await source.getPosts({
    page,
    perPage: POSTS_PER_PAGE,
    exclude: pinned.map((p) => p.id),
  });
  if (!list) return null;
  if (page > 1 && page > list.totalPages) return null;
  return {
    page,
    totalPages: list.totalPages,
    sticky: pinned,
    featured: list.posts.slice(0, 3),
    latest: list.posts.slice(3, POSTS_PER_PAGE),
  };
}

/** By id when one is given (the legacy route's links), else by slug. */
export async function getPost({ slug, id }: { slug?: string; id?: number }): Promise<Post | null> {
  const source = getBlogSource();
  if (id !== undefined) return source.getPostById(id);
  return slug ? source.getPostBySlug(slug) : null;
}

/** The `[slug]` value of every published post's canonical URL (what `postPath` encodes). */
export async function getPostSlugs(options?: { fresh?: boolean }): Promise<string[]> {
  return postSlugs(await getBlogSource().getRouteList(options));
}

export function postSlugs(routes: readonly RouteEntry[]): string[] {
  return [...new Set(routes.map((route) => toSlug(route.slug)).filter(Boolean))];
}

/**
 * How many list pages the published posts fill (what getBlogPage counts): the pinned posts, up
 * to STICKY_POSTS, sit in the slider above every page and are left out of the pages.
 */
export function listPageCount(routes: readonly RouteEntry[]): number {
  const pinned = Math.min(STICKY_POSTS, routes.filter((route) => route.sticky).length);
  return Math.max(1, Math.ceil((routes.length - pinned) / POSTS_PER_PAGE));
}

/** Up to two posts from the post's first category; the post itself is left out. */
export async function getRelatedPosts(post: Post): Promise<PostSummary[]> {
  const category = post.categories[0];
  if (!category) return [];
  const posts = await getBlogSource().getPostsInCategory(category.id, RELATED_FETCH);
  return posts.filter((p) => p.id !== post.id).slice(0, RELATED_SHOWN);
}

export { formatPostDate } from "./format";
export { blogPagePath, parseListPage, parsePostId, postPath, toSlug } from "@/lib/posts/slug";
export type { Category, Post, PostSummary } from "@/lib/posts/types";
