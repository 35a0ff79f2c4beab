// Short addresses for the site's own artwork, and the image loader that writes them.
import type { ImageLoaderProps } from "next/image";

/**
 * Short addresses for the site's own artwork: `/i/640/home/hero.webp` instead of
 * `/_next/image?url=%2Fimages%2Fhome%2Fhero.webp&w=640&q=75`. `next.config.ts` rewrites the
 * short form to the optimiser, so the images, their formats and their caching are the same;
 * a srcset of five candidates is some 200 bytes shorter, once in the markup and again in the
 * RSC payload, for every image on a page.
 */
const SHORT_IMAGE_PREFIX = "/i";
const ARTWORK_FOLDER = "/images/";
/** The one quality the rewrite passes on (Next's default). */
const IMAGE_QUALITY = 75;

/**
 * The loader to give getImageProps: the short form for the site's own raster artwork at the
 * default quality. Anything else (WordPress images, SVG files, another quality) keeps Next's
 * own loader, which also serves SVG files as they are.
 */
export function shortLoaderFor(image: { src: unknown; quality?: unknown }): {
  loader?: typeof shortImageLoader;
} {
  const { src, quality } = image;
  const artwork =
    typeof src === "string" &&
    src.startsWith(ARTWORK_FOLDER) &&
    !/\.svg$/i.test(src.split(/[?#]/)[0]!) &&
    (quality === undefined || Number(quality) === IMAGE_QUALITY);
  return artwork ? { loader: shortImageLoader } : {};
}

/** The short address of one width of an artwork under `/images/` (see shortLoaderFor). */
export function shortImageLoader({ src, width }: ImageLoaderProps): string {
  return `${SHORT_IMAGE_PREFIX}/${width}/${src.slice(ARTWORK_FOLDER.length)}`;
}

/** The rewrite that serves the short form (next.config.ts). */
export const shortImageRewrite = {
  source: `${SHORT_IMAGE_PREFIX}/:width(\\d{1,4})/:file*`,
  destination: `/_next/image?url=${ARTWORK_FOLDER}:file*&w=:width&q=${IMAGE_QUALITY}`,
};

const SHORT_IMAGE_PATH = /^\/i\/\d{1,4}\/(.+)$/;

/** The file a short address (as sent) names, as its `/images/` path; null for other paths. */
export function shortImageFile(path: string): string | null {
  const file = SHORT_IMAGE_PATH.exec(path)?.[1];
  return file === undefined ? null : `${ARTWORK_FOLDER}${file}`;
}

/**
 * An artwork's `srcSet` and fallback `src` for a slot whose candidate widths are known (see
 * `imageSlot` in components/images/static-image.tsx): the candidates up to the first that reaches
 * the artwork's own width, each at its short address. The same markup StaticImage renders, but
 * computed from plain data, so a client widget can draw its images from a list of files.
 */
export function responsiveSources(
  src: string,
  candidates: readonly number[],
  naturalWidth: number,
): { srcSet: string; src: string } {
  const kept = upToWidth(candidates, (width) => width, naturalWidth);
  const urls = kept.map((width) => shortImageLoader({ src, width }));
  return {
    srcSet: urls.map((url, i) => `${url} ${kept[i]}w`).join(", "),
    src: urls.at(-1) ?? src,
  };
}

/**
 * The candidates up to the first that reaches the artwork's width: the optimiser never
 * enlarges, so any wider one would be the same pixels under another address.
 */
export function upToWidth<T>(
  candidates: readonly T[],
  widthOf: (candidate: T) => number,
  width: number,
): T[] {
  const reaching = candidates.findIndex((candidate) => widthOf(candidate) >= width);
  return reaching === -1 ? [...candidates] : candidates.slice(0, reaching + 1);
}
