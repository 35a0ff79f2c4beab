// Build-time only: reads the widths of the images under public/ for src/lib/images/image-widths.json.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The width in pixels of a WebP file, from its header (lossy, lossless or extended). */
export function webpWidth(bytes: Buffer): number {
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8X") return 1 + bytes.readUIntLE(24, 3);
  if (chunk === "VP8 ") return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === "VP8L") return (bytes.readUInt32LE(21) & 0x3fff) + 1;
  throw new Error(`not a WebP file (chunk ${JSON.stringify(chunk)})`);
}

/** Every WebP under `<publicDir>/images`, keyed by its URL path, with its width. */
export function readImageWidths(publicDir: string): Record<string, number> {
  const root = path.join(publicDir, "images");
  const widths: Record<string, number> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".webp")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
    widths[url] = webpWidth(readFileSync(file));
  }
  return Object.fromEntries(Object.entries(widths).sort(([a], [b]) => a.localeCompare(b)));
}
