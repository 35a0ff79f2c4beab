import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogPage } from "@/content/blog";
import { blogPagePath, getBlogPage } from "@/lib/blog";
import { buildMetadata } from "@/lib/seo/metadata";
import { BlogList } from "./_components/blog-list";

// Page 1 of the list, prerendered; the later pages live at /blog/page/{n} and the old
// /blog?page=N links redirect there (src/proxy.ts), so this page never reads the query.
export const metadata: Metadata = buildMetadata({
  title: blogPage.title,
  description: blogPage.description,
  path: blogPagePath(1),
});

export default async function BlogPage() {
  // A failed fetch throws: nothing is cached and the last good copy keeps being served.
  const data = await getBlogPage(1);
  if (!data) notFound();
  return <BlogList data={data} />;
}
