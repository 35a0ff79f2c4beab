// WordPress REST client (the calls the blog makes): timeouts, typed errors, Zod at the seam, cache tags.
import { z } from "zod";
import type { BlogSource, PostList, PostListQuery, PostSummary } from "@/lib/posts/types";
import { toCategory, toPost, toPostSummary, toRouteEntry } from "./reshape";
import {
  wpCategoryListSchema,
  wpErrorSchema,
  wpPostListSchema,
  wpPostSchema,
  wpRouteListSchema,
} from "./types";

export type WordPressErrorKind = "timeout" | "network" | "http" | "invalid-response" | "not-found";

export class WordPressError extends Error {
  readonly kind: WordPressErrorKind;
  readonly status?: number;
  constructor(
    kind: WordPressErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "WordPressError";
    this.kind = kind;
    this.status = options.status;
  }
}

/** Seconds a cached response stays fresh; after that it is served stale while refetched. */
export const REVALIDATE_SECONDS = 300;
export const REQUEST_TIMEOUT_MS = 8_000;
export const AVAILABILITY_TIMEOUT_MS = 5_000;
export const ROUTE_LIST_PAGE_SIZE = 100;
export const ROUTE_LIST_DELAY_MS = 100;

/** Cache tags, so an edit refreshes only what it affects. */
export const wpTags = {
  posts: "wp:posts",
  categories: "wp:categories",
  post: (id: number) => `wp:post:${id}`,
  slug: (slug: string) => `wp:slug:${slug}`.slice(0, 256),
  category: (id: number) => `wp:category:${id}`,
  /** A company-content type (team-member, client, ...): every page that shows it. */
  content: (type: string) => `wp:content:${type}`,
  /** A type shown per page (testimonial, faq): the one page. */
  contentPage: (type: string, page: string) => `wp:content:${type}:${page}`,
};

type Params = Record<string, string | number | boolean | undefined>;
type RequestOptions = {
  tags?: string[];
  timeoutMs?: number;
  noStore?: boolean;
  /** The REST namespace under /wp-json; core's wp/v2 unless given. */
  namespace?: string;
};

export type WordPressClientConfig = {
  /** The WordPress site root; the REST API lives under /wp-json/wp/v2. */
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function headerInt(headers: Headers, name: string): number {
  const value = Number.parseInt(headers.get(name) ?? "", 10);
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

export function createWordPressClient(config: WordPressClientConfig) {
  const origin = config.baseUrl.replace(/\/+$/, "");
  const fetchImpl = config.fetchImpl ?? fetch;
  const sleep = config.sleep ?? wait;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request(path: string, params: Params, options: RequestOptions = {}) {
    const url = new URL(`${origin}/wp-json/${options.namespace ?? "wp/v2"}${path}`);
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    let response: Response;
    try {
      // Never authenticated: only what the public may read (published posts) can appear.
      response = await fetchImpl(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? timeoutMs),
        ...(options.noStore
          ? { cache: "no-store" as const }
          : { next: { revalidate: REVALIDATE_SECONDS, tags: options.tags ?? [] } }),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new WordPressError("timeout", `WordPress did not answer ${path} in time`, {
          cause: error,
        });
      }
      throw new WordPressError("network", `WordPress is unreachable (${path})`, { cause: error });
    }
    if (!response.ok) {
      const body = wpErrorSchema.safeParse(await response.json().catch(() => null));
      const code = body.success ? body.data.code : "";
      // Missing posts, drafts (401/403 without credentials) and pages past the last read as "not found".
      const notFound =
        response.status === 404 ||
        ((response.status === 401 || response.status === 403) && path.startsWith("/posts/")) ||
        code === "rest_post_invalid_page_number";
      throw new WordPressError(
        notFound ? "not-found" : "http",
        `WordPress answered ${response.status} for ${path}`,
        {
          status: response.status,
        },
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new WordPressError("invalid-response", `WordPress sent invalid JSON for ${path}`, {
        cause: error,
      });
    }
    return { body, headers: response.headers };
  }

  function parse<T extends z.ZodType>(schema: T, body: unknown, path: string): z.infer<T> {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new WordPressError("invalid-response", `Unexpected response shape for ${path}`, {
        cause: result.error,
      });
    }
    return result.data;
  }

  async function orNull<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof WordPressError && error.kind === "not-found") return null;
      throw error;
    }
  }

  const reshape = { wpOrigin: origin };

  const client = {
    name: "wordpress",

    async getPosts(query: PostListQuery): Promise<PostList | null> {
      // A category's posts (the related posts) change only with that category, so they carry
      // only its tag: publishing elsewhere must not refresh every post page.
      const tags = query.categories?.length
        ? query.categories.map(wpTags.category)
        : [wpTags.posts];
      const result = await orNull(
        request(
          "/posts",
          {
            page: query.page,
            per_page: query.perPage,
            _embed: true,
            status: "publish",
            sticky: query.sticky ? true : undefined,
            categories: query.categories?.length ? query.categories.join(",") : undefined,
            exclude: query.exclude?.length ? query.exclude.join(",") : undefined,
          },
          { tags },
        ),
      );
      if (!result) return null;
      const posts = parse(wpPostListSchema, result.body, "/posts").map(toPostSummary);
      return {
        posts,
        total: headerInt(result.headers, "x-wp-total"),
        totalPages: headerInt(result.headers, "x-wp-totalpages"),
      };
    },

    async getPostById(id: number) {
      const result = await orNull(
        request(`/posts/${id}`, { _embed: true }, { tags: [wpTags.post(id)] }),
      );
      return result ? toPost(parse(wpPostSchema, result.body, "/posts/{id}"), reshape) : null;
    },

    async getPostBySlug(slug: string) {
      const result = await request(
        "/posts",
        { slug, _embed: true, status: "publish" },
        { tags: [wpTags.slug(slug)] },
      );
      const first = parse(wpPostListSchema, result.body, "/posts?slug")[0];
      return first ? toPost(first, reshape) : null;
    },

    async getPostsInCategory(categoryId: number, count: number): Promise<PostSummary[]> {
      const list: PostList | null = await client.getPosts({
        page: 1,
        perPage: count,
        categories: [categoryId],
      });
      return list?.posts ?? [];
    },

    async getCategories() {
      const result = await request("/categories", {}, { tags: [wpTags.categories] });
      return parse(wpCategoryListSchema, result.body, "/categories").map(toCategory);
    },

    /**
     * Every published post's id, slug, title, last change and whether it is pinned, 100 per
     * request with a pause between pages.
     */
    async getRouteList(options: { fresh?: boolean } = {}) {
      const entries = [];
      for (let page = 1; ; page++) {
        if (page > 1) await sleep(ROUTE_LIST_DELAY_MS);
        const result = await request(
          "/posts",
          {
            per_page: ROUTE_LIST_PAGE_SIZE,
            _fields: "id,slug,title,modified_gmt,sticky",
            page,
            status: "publish",
          },
          options.fresh ? { noStore: true } : { tags: [wpTags.posts] },
        );
        entries.push(...parse(wpRouteListSchema, result.body, "/posts?_fields").map(toRouteEntry));
        if (page >= headerInt(result.headers, "x-wp-totalpages")) return entries;
      }
    },

    async getTotalCount() {
      const result = await request(
        "/posts",
        { per_page: 1, status: "publish" },
        { tags: [wpTags.posts] },
      );
      return headerInt(result.headers, "x-wp-total");
    },

    async getPostsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      const result = await request(
        "/posts",
        { include: ids.join(","), _fields: "id,slug,title", per_page: 100, status: "publish" },
        { tags: ids.map(wpTags.post) },
      );
      return parse(wpRouteListSchema, result.body, "/posts?include").map(toRouteEntry);
    },

    /**
     * One company-content collection (team members, clients, ...), published entries only, in
     * the editors' order, with the featured image embedded. The entries are returned unchecked:
     * the caller validates each one, so one bad entry does not hide the others. `variant` makes
     * a separate cached copy (one per page that shows the type, each with its own tags);
     * WordPress ignores the parameter.
     */
    async getContentEntries(
      restBase: string,
      options: { tags: string[]; variant?: string },
    ): Promise<unknown[]> {
      const path = `/${restBase}`;
      const result = await request(
        path,
        {
          per_page: 100,
          orderby: "menu_order",
          order: "asc",
          _embed: "wp:featuredmedia",
          status: "publish",
          for: options.variant,
        },
        { tags: options.tags },
      );
      return parse(z.array(z.unknown()), result.body, path);
    },

    /**
     * The content plugin's site-settings record (its public nirmal-earth/v1/settings route),
     * unchecked: the caller validates each field, so one bad field does not hide the others.
     */
    async getSiteSettings(options: { tags: string[] }): Promise<unknown> {
      const result = await request(
        "/settings",
        {},
        { tags: options.tags, namespace: "nirmal-earth/v1" },
      );
      return result.body;
    },

    /** The availability check: one post, 5 s, status 200. Never cached. */
    async checkAvailability(): Promise<{ available: boolean; reason?: WordPressErrorKind }> {
      try {
        await request(
          "/posts",
          { per_page: 1 },
          { timeoutMs: AVAILABILITY_TIMEOUT_MS, noStore: true },
        );
        return { available: true };
      } catch (error) {
        return {
          available: false,
          reason: error instanceof WordPressError ? error.kind : "network",
        };
      }
    },
  } satisfies BlogSource & {
    checkAvailability: () => Promise<unknown>;
    getContentEntries: (...args: never[]) => Promise<unknown[]>;
    getSiteSettings: (...args: never[]) => Promise<unknown>;
  };

  return client;
}

export type WordPressClient = ReturnType<typeof createWordPressClient>;
