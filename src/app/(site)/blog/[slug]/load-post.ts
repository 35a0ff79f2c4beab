import "server-only";
import { cache } from "react";
import { getPost } from "@/lib/blog";
import { decodeSlug, toSlug } from "@/lib/posts/slug";

/**
 * One lookup per render, shared by the metadata and the page. The proxy moves every other
 * spelling of a slug to the post's own URL, but Next hands this route `/blog/<slug>.rsc` with
 * the suffix kept after showing the proxy the path without it: a slug that is not its own
 * spelling is missing, without asking the blog source.
 */
export const loadPost = cache(async (slug: string) => {
  const decoded = decodeSlug(slug);
  return toSlug(decoded) === decoded ? getPost({ slug: decoded }) : null;
});
