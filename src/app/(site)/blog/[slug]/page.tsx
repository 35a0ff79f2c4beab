import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/images/static-image";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CategoryTags } from "@/components/blog/category-tags";
import { PostBody } from "@/components/blog/post-body";
import { RelatedPosts } from "@/components/blog/related-posts";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { formatPostDate, getPostSlugs, postPath } from "@/lib/blog";
import { postMetadata, blogPostingJsonLd } from "@/lib/blog/seo";
import { loadPost } from "./load-post";

type Props = { params: Promise<{ slug: string }> };

/**
 * Every post published at build time is prerendered; one published later renders on its first
 * request and is cached from then on (dynamicParams). The old `?id=N` form is redirected to
 * `/post/N` before it gets here (src/proxy.ts), so the page never reads the query.
 */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getPostSlugs()).map((slug) => ({ slug }));
}

async function resolve({ params }: Props) {
  return loadPost((await params).slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const post = await resolve(props);
  return post ? postMetadata(post) : { title: "Post not found", robots: { index: false } };
}

export default async function BlogPostPage(props: Props) {
  // Awaited before anything streams: a missing post answers 404, a failed fetch an error status.
  const post = await resolve(props);
  if (!post) notFound();

  return (
    <article>
      <JsonLd data={blogPostingJsonLd(post)} />
      <header className="bg-surface border-brand-100 border-b">
        <Container className="max-w-4xl py-10 sm:py-14">
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "Blog", path: "/blog" },
              { name: post.title, path: postPath(post.slug) },
            ]}
          />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <CategoryTags categories={post.categories} />
            <time dateTime={post.date} className="text-muted text-sm">
              {formatPostDate(post.date)}
            </time>
          </div>
          <h1 className="text-ink mt-4 text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
        </Container>
      </header>

      <Container className="max-w-4xl py-10 sm:py-14">
        {post.image ? (
          <StaticImage
            {...post.image}
            priority
            // The column is max-w-4xl (896px) less the side padding: 848px at most.
            sizes="(min-width: 896px) 848px, 100vw"
            className="mb-10 h-auto w-full rounded-2xl"
          />
        ) : null}
        <div className="mx-auto max-w-3xl">
          <PostBody html={post.html} />
          <p className="mt-12">
            <Link
              href="/blog"
              className="border-brand-700 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-5 font-semibold"
            >
              <Icon icon="arrow-left" className="h-4 w-4" />
              Back to All Posts
            </Link>
          </p>
        </div>
      </Container>

      {/* Awaited in the render, so the related posts are in the HTML (no client-only fallback). */}
      <RelatedPosts post={post} />
    </article>
  );
}
