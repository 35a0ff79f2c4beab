import { StaticImage } from "@/components/ui/static-image";
import type { ImageAsset } from "@/content/media";

/** A carousel card: artwork with a caption underneath. */
export function ImageSlide({
  image,
  title,
  step,
  sizes,
}: {
  image: ImageAsset;
  title: string;
  step?: number;
  sizes: string;
}) {
  return (
    <figure className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
      <StaticImage
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        draggable={false}
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="text-ink flex gap-2 p-4 text-sm font-semibold sm:text-base">
        {step !== undefined ? (
          <span className="text-brand-700 tabular-nums">{String(step).padStart(2, "0")}</span>
        ) : null}
        <span>{title}</span>
      </figcaption>
    </figure>
  );
}

export const fiveThreeTwoSizes =
  "(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 464px) 33vw, 50vw";
