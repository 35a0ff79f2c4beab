import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "@/content/media";
import { consumerQuotes, eprPage, eprResources, eprTestimonials } from "@/content/services/epr";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
const officialHosts = [
  "cpcb.nic.in",
  "eprplastic.cpcb.gov.in",
  "eprewastecpcb.in",
  "eprbattery.cpcb.gov.in",
];

const images: ImageAsset[] = [
  eprPage.hero.image,
  ...eprPage.wasteTypes.tabs.map((t) => t.image),
  ...eprPage.whyUs.slides.map((s) => s.image),
  ...eprPage.howItWorks.steps.map((s) => s.image),
];

describe("EPR page content", () => {
  it("has the spec's counts: 10 why-us and 10 how-it-works images, 6 stages, 5 testimonials", () => {
    expect(eprPage.whyUs.slides).toHaveLength(10);
    expect(eprPage.howItWorks.steps).toHaveLength(10);
    expect(eprPage.process.steps.map((s) => s.title)).toEqual([
      "Ethical sourcing of post-consumer waste",
      "Transport to a material recovery facility",
      "Sorting, baling and processing",
      "Transport by our own fleet",
      "Recycling or co-processing",
      "Community awareness",
    ]);
    expect(eprTestimonials).toHaveLength(5);
    expect(eprPage.digital.features).toHaveLength(7);
  });

  it("offers Plastic, eWaste and Battery tabs, Plastic first", () => {
    expect(eprPage.wasteTypes.tabs.map((t) => t.label)).toEqual(["Plastic", "eWaste", "Battery"]);
  });

  it("quotes the four consumer figures", () => {
    expect(consumerQuotes.map((q) => q.stat)).toEqual(["46%", "55%", "60%", "70%"]);
  });

  it("uses the right obligated party and no registration titles the rules do not have", () => {
    const [plastic, ewaste, battery] = eprPage.wasteTypes.tabs;
    expect(plastic?.text).toMatch(/PIBO/);
    expect(ewaste?.text).toMatch(/producers/);
    expect(battery?.text).toMatch(/producers/);
    const all = JSON.stringify(eprPage);
    expect(all).not.toMatch(/e-waste PRO\b|battery PRO\b|guaranteed compliance/i);
  });

  it("links seven dated resources to official sources only", () => {
    expect(eprResources).toHaveLength(7);
    for (const resource of eprResources) {
      const url = new URL(resource.source.href);
      expect(url.protocol).toBe("https:");
      expect(officialHosts).toContain(url.hostname);
      expect(resource.date).toMatch(/\d/);
    }
  });

  it.each(images.map((image) => [image.src, image] as const))(
    "%s exists at its declared size with alt text",
    async (_src, image) => {
      const file = path.join(publicDir, image.src);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(image.alt.length).toBeGreaterThan(10);
    },
  );
});
