import { getImageProps, type ImageProps } from "next/image";
import imageWidths from "@/lib/images/image-widths.json";

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
  const width =
    typeof image.src === "string"
      ? (imageWidths as Record<string, number | undefined>)[image.src]
      : undefined;
  const { srcSet, src } = (width && withinWidth(props.srcSet, width)) || props;
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt and sizes come from getImageProps
  return <img {...props} srcSet={srcSet} src={src} />;
}

/**
 * The srcset without the candidates wider than the first one that reaches the artwork's own
 * width: the optimiser never enlarges, so they would all be the same pixels under other URLs
 * (and a 600 px photo listed up to 1920 w costs some 600 bytes, twice, per image).
 */
export function withinWidth(
  srcSet: string | undefined,
  width: number,
): { srcSet: string; src: string } | undefined {
  const candidates = (srcSet ?? "").split(", ").map((candidate) => {
    const [url = "", descriptor = ""] = candidate.split(" ");
    return { url, descriptor, w: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor) : NaN };
  });
  if (!srcSet || candidates.some((candidate) => Number.isNaN(candidate.w))) {
    return undefined;
  }
  const reaching = candidates.findIndex((candidate) => candidate.w >= width);
  const kept = reaching === -1 ? candidates : candidates.slice(0, reaching + 1);
  return {
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.descriptor}`).join(", "),
    src: kept.at(-1)!.url,
  };
}
