import { getImageProps, type ImageProps } from "next/image";
import imageWidths from "@/lib/images/image-widths.json";
import { shortLoaderFor, upToWidth } from "@/lib/images/short-url";
import type { ImageSlot } from "./slot-image";

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
 * server: `next/image`'s markup (trimmed: short addresses, no inline style) without its client
 * component, so a page of images hydrates nothing and ships no image code to the browser.
 */
export function StaticImage(image: StaticImageProps) {
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt and sizes come from getImageProps
  return <img {...staticImageProps(image)} />;
}

/** The `<img>` attributes StaticImage renders. */
export function staticImageProps({ priority = false, ...image }: StaticImageProps) {
  const props = leanImageProps(
    getImageProps({
      ...shortLoaderFor(image),
      ...image,
      ...(priority ? mainImageProps : {}),
    }).props,
  );
  const width =
    typeof image.src === "string"
      ? (imageWidths as Record<string, number | undefined>)[image.src]
      : undefined;
  const { srcSet, src } = (width && withinWidth(props.srcSet, width)) || props;
  // A prop set to undefined still costs a key in the page's script payload.
  return { ...props, src, ...(srcSet && { srcSet }) };
}

/**
 * What a client widget needs to draw optimised images of one slot from plain data (see
 * `SlotImage`): the `sizes` and the candidate widths the optimiser offers for it, worked out
 * here once by getImageProps, as StaticImage would for each image.
 */
export function imageSlot(sizes: string): ImageSlot {
  const { srcSet = "" } = getImageProps({
    src: "/images/slot.webp",
    alt: "",
    width: 4096,
    height: 4096,
    sizes,
    loader: ({ width }) => String(width),
  }).props;
  const candidates = srcSet.split(", ").map((candidate) => Number.parseInt(candidate, 10));
  return { sizes, candidates };
}

/**
 * getImageProps's output less what the site's CSS does once for every image (globals.css):
 * the transparent text colour that hides the alt text while an image loads. `decoding` is
 * left to the browser. Saves some 45 bytes an image, twice.
 */
export function leanImageProps<T extends { style?: React.CSSProperties; decoding?: unknown }>(
  props: T,
): Omit<T, "decoding"> {
  const lean: T = { ...props };
  delete lean.decoding;
  const { color, ...rest } = props.style ?? {};
  if (color === "transparent") {
    if (Object.keys(rest).length > 0) lean.style = rest;
    else delete lean.style;
  }
  return lean;
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
  const kept = upToWidth(candidates, (candidate) => candidate.w, width);
  return {
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.descriptor}`).join(", "),
    src: kept.at(-1)!.url,
  };
}
