import { describe, expect, it } from "vitest";
import { imageSlot, staticImageProps } from "@/components/images/static-image";
import { impactGallery, whyUs } from "@/content/home";
import { eprPage } from "@/content/services/epr";
import {
  responsiveSources,
  shortImageFile,
  shortImageLoader,
  shortImageRewrite,
  shortLoaderFor,
} from "./short-url";

describe("shortImageLoader", () => {
  it("gives the site's artwork its short address", () => {
    expect(shortImageLoader({ src: "/images/home/hero.webp", width: 640, quality: 75 })).toBe(
      "/i/640/home/hero.webp",
    );
    expect(shortImageLoader({ src: "/images/home/hero.webp", width: 384 })).toBe(
      "/i/384/home/hero.webp",
    );
  });

  it("is used for the site's raster artwork at the default quality only", () => {
    expect(shortLoaderFor({ src: "/images/home/hero.webp" })).toEqual({ loader: shortImageLoader });
    expect(shortLoaderFor({ src: "/images/home/hero.webp", quality: 75 })).toEqual({
      loader: shortImageLoader,
    });
    // Next's own loader for the rest: another quality, SVG files (served as they are),
    // WordPress images.
    expect(shortLoaderFor({ src: "/images/home/hero.webp", quality: 90 })).toEqual({});
    expect(shortLoaderFor({ src: "/images/clients/logo.svg" })).toEqual({});
    expect(shortLoaderFor({ src: "/images/clients/logo.SVG?v=2" })).toEqual({});
    expect(shortLoaderFor({ src: "http://127.0.0.1:8881/wp-content/a.jpg" })).toEqual({});
  });

  it("matches the rewrite that serves the short form", () => {
    expect(shortImageRewrite.source).toBe("/i/:width(\\d{1,4})/:file*");
    expect(shortImageRewrite.destination).toBe("/_next/image?url=/images/:file*&w=:width&q=75");
  });
});

describe("responsiveSources", () => {
  it("keeps the candidates up to the first that reaches the artwork's width", () => {
    expect(responsiveSources("/images/a.webp", [128, 256, 640, 750], 600)).toEqual({
      srcSet: "/i/128/a.webp 128w, /i/256/a.webp 256w, /i/640/a.webp 640w",
      src: "/i/640/a.webp",
    });
    expect(responsiveSources("/images/a.webp", [640, 750], 1600).src).toBe("/i/750/a.webp");
  });

  // The client widgets draw their pictures from data; they must get what StaticImage renders.
  const slots = [
    {
      sizes: "(min-width: 1024px) 240px, (min-width: 464px) 33vw, 50vw",
      images: whyUs,
    },
    {
      sizes: "(min-width: 1280px) 240px, (min-width: 768px) 20vw, 33vw",
      images: impactGallery,
    },
    {
      sizes: "(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 464px) 33vw, 50vw",
      images: [
        ...eprPage.whyUs.slides.map((slide) => slide.image),
        ...eprPage.howItWorks.steps.map((step) => step.image),
      ],
    },
  ];
  it.each(slots)("gives the same srcset as StaticImage for $sizes", ({ sizes, images }) => {
    const slot = imageSlot(sizes);
    expect(slot.candidates.length).toBeGreaterThan(2);
    for (const image of images) {
      const rendered = staticImageProps({ ...image, sizes });
      expect(responsiveSources(image.src, slot.candidates, image.width), image.src).toEqual({
        srcSet: rendered.srcSet,
        src: rendered.src,
      });
    }
  });
});

describe("shortImageFile", () => {
  it("reads the file out of a short address, as sent", () => {
    expect(shortImageFile("/i/640/home/hero.webp")).toBe("/images/home/hero.webp");
    expect(shortImageFile("/i/640/h%6Fme/hero.webp")).toBe("/images/h%6Fme/hero.webp");
    expect(shortImageFile("/images/home/hero.webp")).toBeNull();
    expect(shortImageFile("/i/x/home/hero.webp")).toBeNull();
  });
});
