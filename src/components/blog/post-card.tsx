import { StaticImage } from "@/components/images/static-image";
import { Link } from "@/components/ui/link";
import { formatPostDate, postPath, type PostSummary } from "@/lib/blog";
import { CategoryTags } from "./category-tags";

type PostCardProps = {
  post: PostSummary;
  /** Heading level that fits the section the card sits in. */
  headingLevel?: "h2" | "h3";
  sizes?: string;
};

/** A post in a grid: image, categories, date, title (the link) and excerpt. */
export function PostCard({
  post,
  headingLevel = "h3",
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: PostCardProps) {
  const Heading = headingLevel;
  const href = postPath(post.slug);
  return (
    <article className="group border-brand-100 focus-within:ring-brand-600 relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow focus-within:ring-2 hover:shadow-lg">
      <div className="bg-brand-50 relative aspect-[1200/630] overflow-hidden">
        {post.image ? (
          <StaticImage
            src={post.image.src}
            alt=""
            fill
            sizes={sizes}
            className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <CategoryTags categories={post.categories} size="sm" />
          <time dateTime={post.date} className="text-muted">
            {formatPostDate(post.date)}
          </time>
        </div>
        <Heading className="text-ink text-xl leading-snug font-bold">
          {/* The whole card is clickable through the stretched link; the title is its name. */}
          <Link
            href={href}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p className="text-muted line-clamp-3 leading-relaxed">{post.excerpt}</p>
        ) : null}
        <span
          aria-hidden="true"
          className="text-brand-700 mt-auto pt-2 text-sm font-semibold group-hover:underline"
        >
          Read more →
        </span>
      </div>
    </article>
  );
}
