// Domain types of the blog: what pages and components see, whichever source the posts come from.

export type Category = { id: number; name: string; slug: string };

export type FeaturedImage = { src: string; alt: string; width: number; height: number };

/** Per-post search and social metadata; every field is filled (fallbacks apply when absent). */
export type SeoData = {
  title: string;
  description: string;
  /** Absolute URL on this site. */
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogType: "article" | "website";
  ogImage?: string;
  twitterCard: "summary" | "summary_large_image";
  twitterTitle: string;
  twitterDescription: string;
  twitterImage?: string;
};

export type PostSummary = {
  id: number;
  /** The source's slug, decoded (Unicode stays Unicode). */
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** ISO 8601. */
  date: string;
  modified: string;
  categories: Category[];
  image?: FeaturedImage;
  sticky: boolean;
};

export type Post = PostSummary & {
  /** Sanitised HTML: safe to render as it is. */
  html: string;
  /** Search metadata chosen by the editor (Yoast or front matter); fallbacks fill the gaps. */
  seo: Partial<SeoData>;
};

export type PostList = { posts: PostSummary[]; total: number; totalPages: number };

export type PostListQuery = {
  page: number;
  perPage: number;
  sticky?: boolean;
  categories?: number[];
  /** Posts left out of the list (and its page count), such as those already shown above it. */
  exclude?: number[];
};

/**
 * A published post in the route list: `modified` (ISO 8601) when the source gives it, `sticky`
 * when it is pinned.
 */
export type RouteEntry = {
  id: number;
  slug: string;
  title: string;
  modified?: string;
  sticky?: boolean;
};

/** What a blog source offers; WordPress and the Markdown files both implement it. */
export type BlogSource = {
  name: "wordpress" | "markdown";
  /** Resolves to null when the page is past the last one. */
  getPosts(query: PostListQuery): Promise<PostList | null>;
  getPostById(id: number): Promise<Post | null>;
  getPostBySlug(slug: string): Promise<Post | null>;
  /** Up to `fetch` posts of the category (the caller drops the current one). */
  getPostsInCategory(categoryId: number, fetch: number): Promise<PostSummary[]>;
  getCategories(): Promise<Category[]>;
  /** `fresh`: read the source itself, not the data cache (the blog gate's outage check). */
  getRouteList(options?: { fresh?: boolean }): Promise<RouteEntry[]>;
  getTotalCount(): Promise<number>;
  getPostsByIds(ids: number[]): Promise<RouteEntry[]>;
};
