import { getImageProps, type ImageProps } from "next/image";

export type StaticImageProps = Omit<
  ImageProps,
  "priority" | "preload" | "placeholder" | "onLoad"
> & {
  /**
   * The page's main image: fetched at high priority and never lazily. The `<img>` sits early
   * in the HTML, where the browser's preload scanner finds it at once; a separate preload hint
   * would also be replayed by every prefetch of the page, fetching the image on other pages.
   */
  priority?: boolean;
};

/** What makes an image the page's main image (see `priority`), for getImageProps. */
export const mainImageProps = { loading: "eager", fetchPriority: "high" } as const;

/**
 * An optimised image (resized, AVIF/WebP, lazy unless `priority`) rendered entirely on the
 * server: the same markup as `next/image`, without its client component, so a page of
 * images hydrates nothing and ships no image code to the browser.
 */
export function StaticImage({ priority = false, ...image }: StaticImageProps) {
  const { props } = getImageProps({
    ...image,
    ...(priority ? mainImageProps : {}),
  });
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt and sizes come from getImageProps
  return <img {...props} />;
}
