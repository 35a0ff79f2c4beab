import { describe, expect, it } from "vitest";
import widths from "./image-widths.json";
import { readImageWidths } from "../../../scripts/lib/read-image-widths";

describe("image-widths.json", () => {
  it("lists every WebP under public/images with its real width (npx tsx scripts/image-widths.ts)", () => {
    expect(widths).toEqual(readImageWidths("public"));
  });
});
