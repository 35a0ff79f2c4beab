// The calls the site makes to WordPress, one function per resource, each over the transport:
// what it asks for (fields limited with `_fields`), its cache tags and the shape it accepts.
import { z } from "zod";
import type { PostList, PostListQuery, PostSummary } from "@/lib/posts/types";
import { toCategory, toPost, toPostSummary, toRouteEntry } from "./reshape";
import { wpTags } from "./tags";
import {
  headerInt,
  orNull,
  parseAnswer,
  WordPressError,
  type Transport,
  type WordPressErrorKind,
} from "./transport";
import { wpCategoryListSchema, wpPostListSchema, wpPostSchema, wpRouteListSchema } from "./types";

export const AVAILABILITY_TIMEOUT_MS = 5_000;
export const ROUTE_LIST_PAGE_SIZE = 100;
export const ROUTE_LIST_DELAY_MS = 100;
/** Entries per request of a company-content type (WordPress's own maximum). */
export const CONTENT_PAGE_SIZE = 100;
/**
 * The most entries of one type the site reads (pages of 100). More are not read, and the log
 * says so once per read: the page showing them would be far past its HTML budget anyway.
 */
export const MAX_CONTENT_ENTRIES = 300;

/** The fields of a post the site reads (`_links` and `_embedded` carry the embedded media). */
const POST_FIELDS =
  "id,date_gmt,modified_gmt,slug,status,sticky,title,content,excerpt,categories,yoast_head_json,_links,_embedded";
const ROUTE_FIELDS = "id,slug,title,modified_gmt,sticky";
/** The fields of a company-content entry; a type adds its own (the FAQ's `content`). */
const CONTENT_FIELDS = "id,modified_gmt,menu_order,title,meta,_links,_embedded";

export type Wait = (ms: number) => Promise<void>;

export async function getPosts(t: Transport, query: PostListQuery): Promise<PostList | null> {
  // A category's posts (the related posts) change only with that category, so they carry
  // only its tag: publishing elsewhere must not refresh every post page.
  const tags = query.categories?.length ? query.categories.map(wpTags.category) : [wpTags.posts];
  const params = {
    page: query.page,
    per_page: query.perPage,
    _embed: true,
    _fields: POST_FIELDS,
    status: "publish",
    sticky: query.sticky ? true : undefined,
    categories: query.categories?.length ? query.categories.join(",") : undefined,
    exclude: query.exclude?.length ? query.exclude.join(",") : undefined,
  };
  const result = await orNull(t.get("/posts", params, { tags }));
  if (!result) return null;
  return {
    posts: parseAnswer(wpPostListSchema, result.body, "/posts").map(toPostSummary),
    total: headerInt(result.headers, "x-wp-total"),
    totalPages: headerInt(result.headers, "x-wp-totalpages"),
  };
}

export async function getPostById(t: Transport, id: number) {
  const result = await orNull(
    t.get(`/posts/${id}`, { _embed: true, _fields: POST_FIELDS }, { tags: [wpTags.post(id)] }),
  );
  if (!result) return null;
  return toPost(parseAnswer(wpPostSchema, result.body, "/posts/{id}"), { wpOrigin: t.origin });
}

export async function getPostBySlug(t: Transport, slug: string) {
  const result = await t.get(
    "/posts",
    { slug, _embed: true, _fields: POST_FIELDS, status: "publish" },
    { tags: [wpTags.slug(slug)] },
  );
  const first = parseAnswer(wpPostListSchema, result.body, "/posts?slug")[0];
  return first ? toPost(first, { wpOrigin: t.origin }) : null;
}

export async function getPostsInCategory(
  t: Transport,
  categoryId: number,
  count: number,
): Promise<PostSummary[]> {
  const list = await getPosts(t, { page: 1, perPage: count, categories: [categoryId] });
  return list?.posts ?? [];
}

export async function getCategories(t: Transport) {
  const result = await t.get(
    "/categories",
    { _fields: "id,name,slug,count" },
    { tags: [wpTags.categories] },
  );
  return parseAnswer(wpCategoryListSchema, result.body, "/categories").map(toCategory);
}

/**
 * Every published post's id, slug, title, last change and whether it is pinned, 100 per
 * request with a pause between pages.
 */
export async function getRouteList(t: Transport, wait: Wait, options: { fresh?: boolean } = {}) {
  const entries = [];
  for (let page = 1; ; page++) {
    if (page > 1) await wait(ROUTE_LIST_DELAY_MS);
    const result = await t.get(
      "/posts",
      { per_page: ROUTE_LIST_PAGE_SIZE, _fields: ROUTE_FIELDS, page, status: "publish" },
      options.fresh ? { noStore: true } : { tags: [wpTags.posts] },
    );
    entries.push(
      ...parseAnswer(wpRouteListSchema, result.body, "/posts?_fields").map(toRouteEntry),
    );
    if (page >= headerInt(result.headers, "x-wp-totalpages")) return entries;
  }
}

export async function getTotalCount(t: Transport) {
  const result = await t.get(
    "/posts",
    { per_page: 1, _fields: "id", status: "publish" },
    { tags: [wpTags.posts] },
  );
  return headerInt(result.headers, "x-wp-total");
}

export async function getPostsByIds(t: Transport, ids: number[]) {
  if (ids.length === 0) return [];
  const result = await t.get(
    "/posts",
    { include: ids.join(","), _fields: "id,slug,title", per_page: 100, status: "publish" },
    { tags: ids.map(wpTags.post) },
  );
  return parseAnswer(wpRouteListSchema, result.body, "/posts?include").map(toRouteEntry);
}

/**
 * One company-content collection (team members, clients, ...), published entries only, in the
 * editors' order, with the featured image embedded, 100 per request up to
 * MAX_CONTENT_ENTRIES. The entries are returned unchecked: the caller validates each one, so
 * one bad entry does not hide the others. `variant` makes a separate cached copy (one per page
 * that shows the type, each with its own tags); WordPress ignores the parameter. `fields`: the
 * type's own fields beyond the common ones.
 */
export async function getContentEntries(
  t: Transport,
  restBase: string,
  options: { tags: string[]; variant?: string; fields?: string },
): Promise<{ entries: unknown[]; total: number }> {
  const path = `/${restBase}`;
  const entries: unknown[] = [];
  for (let page = 1; ; page++) {
    const result = await t.get(
      path,
      {
        per_page: CONTENT_PAGE_SIZE,
        page,
        orderby: "menu_order",
        order: "asc",
        _embed: "wp:featuredmedia",
        _fields: options.fields ? `${CONTENT_FIELDS},${options.fields}` : CONTENT_FIELDS,
        status: "publish",
        for: options.variant,
      },
      { tags: options.tags },
    );
    entries.push(...parseAnswer(z.array(z.unknown()), result.body, path));
    const total = headerInt(result.headers, "x-wp-total");
    const done = page >= headerInt(result.headers, "x-wp-totalpages");
    if (done || entries.length >= MAX_CONTENT_ENTRIES) {
      return {
        entries: entries.slice(0, MAX_CONTENT_ENTRIES),
        total: Math.max(total, entries.length),
      };
    }
  }
}

/**
 * The content plugin's site-settings record (its public nirmal-earth/v1/settings route),
 * unchecked: the caller validates each field, so one bad field does not hide the others.
 */
export async function getSiteSettings(t: Transport, options: { tags: string[] }) {
  const result = await t.get("/settings", {}, { tags: options.tags, namespace: "nirmal-earth/v1" });
  return result.body;
}

/** The availability check: one post, 5 s, status 200. Never cached. */
export async function checkAvailability(
  t: Transport,
): Promise<{ available: boolean; reason?: WordPressErrorKind }> {
  try {
    await t.get(
      "/posts",
      { per_page: 1, _fields: "id" },
      { timeoutMs: AVAILABILITY_TIMEOUT_MS, noStore: true },
    );
    return { available: true };
  } catch (error) {
    return { available: false, reason: error instanceof WordPressError ? error.kind : "network" };
  }
}
