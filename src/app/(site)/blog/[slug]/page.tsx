import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Suspense, cache } from "react";
import { ArrowLeft } from "lucide";
import { CategoryTags } from "@/components/blog/category-tags";
import { PostBody } from "@/components/blog/post-body";
import { RelatedPosts } from "@/components/blog/related-posts";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { formatPostDate, getPost, postPath } from "@/lib/blog";
import { postMetadata, blogPostingJsonLd } from "@/lib/blog/seo";
import { decodeSlug } from "@/lib/blog/slug";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One lookup per request, shared by the metadata and the page. */
const loadPost = cache(async (slug: string, id: string | undefined) => {
  const byId = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  return getPost(byId !== undefined ? { id: byId } : { slug: decodeSlug(slug) });
});

async function resolve({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const id = typeof query.id === "string" ? query.id : undefined;
  return loadPost(slug, id);
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
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            priority
            sizes="(min-width: 896px) 832px, 100vw"
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
              <Icon icon={ArrowLeft} className="h-4 w-4" />
              Back to All Posts
            </Link>
          </p>
        </div>
      </Container>

      <Suspense
        fallback={
          <p role="status" className="text-muted py-12 text-center">
            Loading posts...
          </p>
        }
      >
        <RelatedPosts post={post} />
      </Suspense>
    </article>
  );
}
