import { describe, expect, it } from "vitest";
import { ogImagePath, pagePathFromOgSegments } from "@/lib/seo/og-image-path";

describe("Open Graph image paths", () => {
  it("gives every page path its own PNG and maps it back", () => {
    for (const page of ["/", "/team", "/blog/epr-compliance-calendar", "/locations/chennai"]) {
      const image = ogImagePath(page);
      expect(image).toMatch(/^\/og\/.+\.png$/);
      expect(pagePathFromOgSegments(image.split("/").slice(2))).toBe(page);
    }
    expect(ogImagePath("/")).toBe("/og/index.png");
  });

  it("rejects paths that are not images of ours", () => {
    expect(pagePathFromOgSegments(["team"])).toBeUndefined();
    expect(pagePathFromOgSegments(["..", "x.png"])).toBeUndefined();
    expect(pagePathFromOgSegments([])).toBeUndefined();
  });
});
