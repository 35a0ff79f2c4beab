import { existsSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { founder, hero, impactGallery, whyUs } from "@/content/home";
import type { ImageAsset } from "@/content/media";
import { eprPage } from "@/content/services/epr";
import { industrialPage } from "@/content/services/industrial";
import { wasteTypes } from "@/content/services/pickup";
import { residentialPage } from "@/content/services/residential";

// Every image the content names must load at the size its markup reserves (a wrong size shifts
// the layout as it loads) and describe itself to readers who cannot see it.

const publicDir = path.resolve(import.meta.dirname, "../../public");

const images: ImageAsset[] = [
  hero.image,
  founder.image,
  ...whyUs,
  ...impactGallery,
  ...wasteTypes.map((t) => t.image),
  industrialPage.banner.image,
  industrialPage.explore.image,
  residentialPage.banner.image,
  residentialPage.explore.image,
  eprPage.hero.image,
  ...eprPage.wasteTypes.tabs.map((t) => t.image),
  ...eprPage.whyUs.slides.map((s) => s.image),
  ...eprPage.howItWorks.steps.map((s) => s.image),
];

describe("content images", () => {
  it.each([...new Map(images.map((image) => [image.src, image])).entries()])(
    "%s exists at its declared size, stays small and has alt text",
    async (src, image) => {
      const file = path.join(publicDir, src);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(150_000);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(image.alt.trim().length).toBeGreaterThan(10);
    },
  );
});
