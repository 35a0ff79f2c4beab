// The prerendered pages the blog gate (src/proxy.ts) answers with, by the status each is sent
// with: in place of a blog URL, and with the same status when asked for by their own address.
export const BLOG_STATUS_PREFIX = "/blog-status/";

export const blogStatusPages = {
  "post-not-found": { status: 404, title: "Post not found" },
  "post-unavailable": { status: 503, title: "Blog unavailable" },
  "posts-unavailable": { status: 503, title: "Blog unavailable" },
} as const;

export type BlogStatus = keyof typeof blogStatusPages;

/** The state named by a path segment, or null when there is no such page. */
export function parseBlogStatus(value: string): BlogStatus | null {
  return Object.hasOwn(blogStatusPages, value) ? (value as BlogStatus) : null;
}

export function blogStatusPath(state: BlogStatus): string {
  return `${BLOG_STATUS_PREFIX}${state}`;
}
