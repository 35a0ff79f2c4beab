import { StaticImage } from "@/components/images/static-image";
import { BlogPagination } from "@/components/blog/blog-pagination";
import { PostCard } from "@/components/blog/post-card";
import { StickySlider } from "@/components/blog/sticky-slider";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { blogPage } from "@/content/blog";
import type { BlogPage } from "@/lib/blog";

/** One page of the post list: hero, pinned slider, featured and latest posts, pagination. */
export function BlogList({ data }: { data: BlogPage }) {
  return (
    <>
      <section className="bg-brand-950 relative isolate overflow-hidden text-white">
        <StaticImage
          src={blogPage.heroImage.src}
          alt=""
          fill
          priority
          sizes="100vw"
          className="-z-10 object-cover opacity-60"
        />
        <div className="from-brand-950 via-brand-950/85 to-brand-950/50 absolute inset-0 -z-10 bg-gradient-to-r sm:to-transparent" />
        <Container className="py-16 sm:py-24">
          <Breadcrumbs
            tone="dark"
            items={[
              { name: "Home", path: "/" },
              { name: "Blog", path: "/blog" },
            ]}
          />
          <h1 className="mt-4 max-w-2xl text-4xl font-extrabold sm:text-5xl">{blogPage.heading}</h1>
          <p className="text-brand-100 mt-4 max-w-2xl text-lg">{blogPage.intro}</p>
          {data.page > 1 ? (
            <p className="text-brand-200 mt-4 font-semibold">
              Page {data.page} of {data.totalPages}
            </p>
          ) : null}
        </Container>
      </section>

      {data.sticky.length > 0 ? (
        <section aria-labelledby="pinned-heading" className="bg-surface py-12 sm:py-16">
          <Container>
            <h2 id="pinned-heading" className="text-ink mb-8 text-2xl font-bold sm:text-3xl">
              Pinned posts
            </h2>
            <StickySlider posts={data.sticky} />
          </Container>
        </section>
      ) : null}

      <section aria-labelledby="featured-heading" className="py-12 sm:py-16">
        <Container>
          <h2 id="featured-heading" className="text-ink mb-8 text-2xl font-bold sm:text-3xl">
            Featured posts
          </h2>
          {data.featured.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.featured.map((post, index) => (
                // Two columns on tablets: the first post spans both, so no card is left alone.
                <li
                  key={post.id}
                  className={index === 0 ? "sm:col-span-2 lg:col-span-1" : undefined}
                >
                  <PostCard
                    post={post}
                    sizes={index === 0 ? "(min-width: 1024px) 33vw, 100vw" : undefined}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted text-lg">No posts have been published yet.</p>
          )}

          {data.latest.length > 0 ? (
            <div className="mt-16">
              <h2 className="text-ink mb-8 text-2xl font-bold sm:text-3xl">Latest Posts</h2>
              <ul className="grid gap-6 sm:grid-cols-2">
                {data.latest.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} sizes="(min-width: 640px) 50vw, 100vw" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <BlogPagination page={data.page} totalPages={data.totalPages} />
        </Container>
      </section>
    </>
  );
}
