"use client";

import { BlogError } from "@/components/blog/blog-error";

/** Posts could not be fetched (WordPress down, slow or answering nonsense) and nothing was cached. */
export default function BlogListError() {
  return <BlogError message="Failed to fetch posts. Please try again later." />;
}
