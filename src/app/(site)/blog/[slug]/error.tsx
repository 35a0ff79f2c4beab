"use client";

import { BlogError } from "@/components/blog/blog-error";

export default function BlogPostError() {
  return <BlogError message="Failed to fetch the post. Please try again later." backLink />;
}
