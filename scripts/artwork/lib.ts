// Shared helpers for the site's original artwork: SVG compositions rendered to WebP with sharp.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const palette = {
  brand950: "#04281a",
  brand900: "#0c472f",
  brand800: "#0d5737",
  brand700: "#0b6e42",
  brand600: "#0a8a50",
  brand500: "#14a963",
  brand400: "#34c97f",
  brand300: "#6de3a5",
  brand200: "#a6f2c6",
  brand100: "#d1fae0",
  brand50: "#ecfdf3",
  accent500: "#f4a511",
  accent400: "#fbbf3c",
  accent300: "#ffd36e",
  accent100: "#fff3d6",
  sky: "#cdeefc",
  ink: "#10231a",
  white: "#ffffff",
} as const;

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** Renders an SVG string to `public/<relPath>` (.webp) at the given pixel size. */
export async function renderArtwork(
  relPath: string,
  svg: string,
  size: { width: number; height: number },
): Promise<void> {
  const target = path.join(publicDir, relPath);
  await mkdir(path.dirname(target), { recursive: true });
  const buffer = await sharp(Buffer.from(svg), { density: 144 })
    .resize(size.width, size.height)
    .webp({ quality: 82 })
    .toBuffer();
  await writeFile(target, buffer);
}

/** Writes an SVG file as-is (logos and icons that stay vector). */
export async function writeSvg(relPath: string, svg: string): Promise<void> {
  const target = path.join(publicDir, relPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, svg.trim() + "\n");
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
