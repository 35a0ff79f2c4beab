"use client";

import { BlogError } from "@/components/blog/blog-error";
import { blogErrors } from "@/content/blog";

/** Posts could not be fetched (WordPress down, slow or answering nonsense) and nothing was cached. */
export default function BlogListError() {
  return <BlogError message={blogErrors.posts} />;
}
