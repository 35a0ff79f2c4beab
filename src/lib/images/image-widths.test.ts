import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import widths from "./image-widths.json";
import { readImageWidths } from "../../../scripts/build/read-image-widths";

describe("image-widths.json", () => {
  it("lists every WebP under public/images with its real width (npx tsx scripts/build/image-widths.ts)", () => {
    expect(widths).toEqual(readImageWidths("public"));
  });

  it("covers every picture served at a short address: the artwork is WebP or SVG", () => {
    // The loader gives every non-SVG file under /images/ a short address (short-url.ts), and the
    // proxy answers 404 for a short address of a file this list lacks (request-guard.ts).
    const files = readdirSync("public/images", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(files.filter((name) => !/\.(webp|svg)$/.test(name))).toEqual([]);
  });
});
