import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

export type StaticImageProps = Omit<ImageProps, "priority" | "preload" | "placeholder" | "onLoad"> & {
  /** The page's largest image: fetched early and at high priority, never lazily. */
  preload?: boolean;
};

/**
 * An optimised image (resized, AVIF/WebP, lazy unless preloaded) rendered entirely on the
 * server: the same markup as `next/image`, without its client component, so a page of
 * images hydrates nothing and ships no image code to the browser.
 */
export function StaticImage({ preload: isLcp = false, ...image }: StaticImageProps) {
  const { props } = getImageProps({
    ...image,
    ...(isLcp ? { loading: "eager", fetchPriority: "high" } : {}),
  });
  if (isLcp) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  }
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt and sizes come from getImageProps
  return <img {...props} />;
}
