import type { ImageAsset } from "@/content/media";
import { responsiveSources } from "@/lib/images/short-url";

/** A slot's `sizes` and the optimiser's candidate widths for it (`imageSlot`, static-image.tsx). */
export type ImageSlot = { sizes: string; candidates: readonly number[] };

/**
 * A lazily loaded, optimised image drawn from plain data: the same `<img>` StaticImage renders
 * for the artwork in that slot, given that `image.width` is the file's own width
 * (src/lib/images/short-url.test.ts checks every list drawn this way). Plain markup (no
 * hooks), so a client widget (a carousel, the gallery) can render its images itself from a
 * list of files: the page's RSC payload then carries the list, not every finished `<img>` a
 * second time.
 */
export function SlotImage({
  image,
  slot,
  draggable,
}: {
  image: ImageAsset;
  slot: ImageSlot;
  draggable?: boolean;
}) {
  const { srcSet, src } = responsiveSources(image.src, slot.candidates, image.width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an optimised image, as StaticImage renders it
    <img
      alt={image.alt}
      draggable={draggable}
      loading="lazy"
      width={image.width}
      height={image.height}
      sizes={slot.sizes}
      srcSet={srcSet}
      src={src}
    />
  );
}
