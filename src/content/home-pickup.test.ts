import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hero, impactGallery, founder, services, whyUs } from "@/content/home";
import { industrialPage } from "@/content/services/industrial";
import { regulationReviewed, wasteTypes } from "@/content/services/pickup";
import { residentialPage } from "@/content/services/residential";
import type { ImageAsset } from "@/content/media";
import { testimonials } from "@/content/testimonials";
import { timeline } from "@/content/timeline";

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
];

describe("home and pickup content", () => {
  it("has the spec's counts: 21 why-us images, 15 gallery images, 10 reviews", () => {
    expect(whyUs).toHaveLength(21);
    expect(impactGallery).toHaveLength(15);
    expect(testimonials).toHaveLength(10);
  });

  it("lists the services as 01 residential, 02 industrial, 03 EPR", () => {
    expect(services.map((s) => [s.number, s.href])).toEqual([
      ["01", "/residential-waste-pickup-service"],
      ["02", "/industrial-waste-pickup-service"],
      ["03", "/epr-compliance-service"],
    ]);
  });

  it("runs the timeline from 2011 to 2022 in order", () => {
    const years = timeline.map((m) => m.year);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(2022);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it("shows the six waste types in the spec's order", () => {
    expect(wasteTypes.map((t) => t.name)).toEqual([
      "Paper",
      "Plastic",
      "Electronic",
      "Hazardous",
      "Bio hazardous",
      "Construction",
    ]);
  });

  it("lists the industrial onboarding needs", () => {
    expect(industrialPage.onboarding.items).toEqual([
      "Business address",
      "Industry type",
      "Contact information",
      "Waste volume and type",
      "Payment information",
    ]);
    expect(regulationReviewed).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it.each(images.map((image) => [image.src, image] as const))(
    "%s exists, is small and has alt text",
    (_src, image) => {
      const file = path.join(publicDir, image.src);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(60_000);
      expect(image.alt.trim().length).toBeGreaterThan(10);
    },
  );
});
