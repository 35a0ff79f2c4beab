import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogPage } from "@/content/blog";
import { blogPagePath, getBlogPage, parseListPage } from "@/lib/blog";
import { buildMetadata } from "@/lib/seo/metadata";
import { BlogList } from "../../_components/blog-list";

type Props = { params: Promise<{ page: string }> };

/** Every list page after the first that exists at build time; later ones render on first request. */
export async function generateStaticParams(): Promise<{ page: string }[]> {
  const first = await getBlogPage(1);
  const total = first?.totalPages ?? 1;
  return Array.from({ length: Math.max(0, total - 1) }, (_, i) => ({ page: String(i + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parseListPage((await params).page) ?? 1;
  return buildMetadata({
    title: `${blogPage.title}, page ${page}`,
    description: blogPage.description,
    path: blogPagePath(page),
  });
}

export default async function BlogListPage({ params }: Props) {
  const page = parseListPage((await params).page);
  // /blog/page/1 never gets here: the proxy moves it to /blog.
  if (page === null) notFound();
  const data = await getBlogPage(page);
  if (!data) notFound();
  return <BlogList data={data} />;
}
