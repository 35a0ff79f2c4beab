// The prerendered pages the blog gate (src/proxy.ts) answers with, by the status each is sent
// with. They are served only in place of a blog URL; asked for directly they are a plain 404.
export const BLOG_STATUS_PREFIX = "/blog-status/";

export const blogStatusPages = {
  "post-not-found": { status: 404, title: "Post not found" },
  "post-unavailable": { status: 503, title: "Blog unavailable" },
  "posts-unavailable": { status: 503, title: "Blog unavailable" },
} as const;

export type BlogStatus = keyof typeof blogStatusPages;

export function blogStatusPath(state: BlogStatus): string {
  return `${BLOG_STATUS_PREFIX}${state}`;
}
