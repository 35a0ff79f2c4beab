import { getImageProps } from "next/image";
import { leanImageProps, mainImageProps } from "@/components/images/static-image";
import { shortLoaderFor } from "@/lib/images/short-url";
import type { ArtDirectedImage } from "@/content/contact";

/**
 * One image slot with a different composition at 768px and narrower (the site's phone layout).
 * `priority` marks the page's main image, as on `StaticImage` (getImageProps's own `priority`
 * would only make it eager).
 */
export function ArtDirectedPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: ArtDirectedImage;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const common = {
    alt: image.wide.alt,
    sizes,
    ...shortLoaderFor(image.wide),
    ...(priority ? mainImageProps : {}),
  };
  const {
    props: { srcSet: wide },
  } = getImageProps({ ...common, ...image.wide });
  const {
    props: { srcSet: narrow, ...rest },
  } = getImageProps({ ...common, ...image.narrow });
  return (
    <picture>
      <source media="(min-width: 769px)" srcSet={wide} />
      <source media="(max-width: 768px)" srcSet={narrow} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from the image props */}
      <img {...leanImageProps(rest)} className={className} />
    </picture>
  );
}
