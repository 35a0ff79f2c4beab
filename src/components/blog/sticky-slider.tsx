import { StaticImage } from "@/components/images/static-image";
import { Link } from "@/components/ui/link";
import { Carousel } from "@/components/widgets/carousel";
import { singleResponsive } from "@/components/widgets/carousel-layouts";
import { formatPostDate, postPath, type PostSummary } from "@/lib/blog";
import { CategoryTags } from "./category-tags";

/** The slider of up to 3 sticky posts; it moves only when the visitor asks. */
export function StickySlider({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <Carousel label="Pinned post slides" responsive={singleResponsive} autoPlay={false}>
      {posts.map((post) => (
        <article
          key={post.id}
          className="group focus-within:ring-accent-400 bg-brand-950 relative grid h-full overflow-hidden rounded-2xl text-white focus-within:ring-4 md:grid-cols-2"
        >
          <div className="relative aspect-[1200/630] md:aspect-auto md:min-h-80">
            {post.image ? (
              <StaticImage
                src={post.image.src}
                alt=""
                fill
                sizes="(min-width: 768px) 50vw, 100vw"
                className="object-cover"
              />
            ) : null}
          </div>
          <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="bg-accent-400 text-ink rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase">
                Pinned
              </span>
              <time dateTime={post.date} className="text-brand-100">
                {formatPostDate(post.date)}
              </time>
            </div>
            <h3 className="text-2xl leading-tight font-bold sm:text-3xl">
              <Link
                href={postPath(post.slug)}
                className="after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none"
              >
                {post.title}
              </Link>
            </h3>
            {post.excerpt ? (
              <p className="text-brand-100 line-clamp-3 leading-relaxed">{post.excerpt}</p>
            ) : null}
            <div className="[&_li]:bg-brand-800 [&_li]:text-brand-50">
              <CategoryTags categories={post.categories} size="sm" />
            </div>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
