import { StaticImage } from "@/components/images/static-image";
import { cn } from "@/lib/cn";

const words = ["One", "Two", "Three", "Four", "Five"] as const;
/** The width of 1 to 4 of the image's five 20 px stars (h-5), so only that many show. */
const clip = ["w-5", "w-10", "w-15", "w-20"] as const;

/**
 * The star mark on testimonial cards: five stars, or as many as a testimonial's rating. Shown as
 * an image with a text alternative only: reviews are never marked up as rating structured data.
 */
export function StarRating({ rating = 5, className }: { rating?: number; className?: string }) {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  const image = {
    src: "/images/epr/stars-5.svg",
    width: 120,
    height: 24,
  };
  if (stars === 5) {
    return (
      <StaticImage
        {...image}
        alt="Five out of five stars"
        className={cn("h-5 w-auto", className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${words[stars - 1]} out of five stars`}
      className={cn("inline-block h-5 shrink-0 overflow-hidden", clip[stars - 1], className)}
    >
      <StaticImage {...image} alt="" className="h-5 w-auto max-w-none" />
    </span>
  );
}
