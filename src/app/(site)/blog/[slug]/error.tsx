"use client";

import { BlogError } from "@/components/blog/blog-error";
import { blogErrors } from "@/content/blog";

export default function BlogPostError() {
  return <BlogError message={blogErrors.post} backLink />;
}
