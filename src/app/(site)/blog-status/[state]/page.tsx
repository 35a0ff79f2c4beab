import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogError } from "@/components/blog/blog-error";
import { PostNotFound } from "@/components/blog/post-not-found";
import { blogErrors } from "@/content/blog";
import { blogStatusPages, parseBlogStatus, type BlogStatus } from "@/lib/blog/status-pages";

// What a visitor without JavaScript, and a crawler, read where a blog URL cannot be answered:
// the gate in src/proxy.ts rewrites the URL here with the status to send. Prerendered, so an
// outage or a flood of made-up URLs costs a file read.
type Props = { params: Promise<{ state: string }> };

export const dynamicParams = false;

export function generateStaticParams(): { state: BlogStatus }[] {
  return Object.keys(blogStatusPages).map((state) => ({ state: state as BlogStatus }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = parseBlogStatus((await params).state);
  return {
    title: state ? blogStatusPages[state].title : "Page Not Found",
    robots: { index: false, follow: false },
  };
}

export default async function BlogStatusPage({ params }: Props) {
  const state = parseBlogStatus((await params).state);
  if (state === "post-not-found") return <PostNotFound />;
  if (state === "post-unavailable") {
    return <BlogError message={blogErrors.post} backLink />;
  }
  if (state === "posts-unavailable") {
    return <BlogError message={blogErrors.posts} />;
  }
  notFound();
}
