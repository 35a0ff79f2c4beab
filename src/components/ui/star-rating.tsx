import { StaticImage } from "@/components/images/static-image";
import { mergeClasses } from "@/lib/merge-classes";

/**
 * The five-star mark on testimonial cards. Shown as an image with a text alternative only:
 * reviews are never marked up as rating structured data.
 */
export function StarRating({ className }: { className?: string }) {
  return (
    <StaticImage
      src="/images/epr/stars-5.svg"
      alt="Five out of five stars"
      width={120}
      height={24}
      className={mergeClasses("h-5 w-auto", className)}
    />
  );
}
