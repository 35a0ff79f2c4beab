import { describe, expect, it } from "vitest";
import { imageSlot, staticImageProps } from "@/components/ui/static-image";
import { impactGallery, whyUs } from "@/content/home";
import { eprPage } from "@/content/services/epr";
import {
  responsiveSources,
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

  it("leaves anything else to the optimiser's own address", () => {
    expect(shortImageLoader({ src: "/images/a.webp", width: 640, quality: 90 })).toBe(
      "/_next/image?url=%2Fimages%2Fa.webp&w=640&q=90",
    );
    expect(shortImageLoader({ src: "/other/a.webp", width: 640 })).toBe(
      "/_next/image?url=%2Fother%2Fa.webp&w=640&q=75",
    );
  });

  it("is not used for SVG files, which are served as they are", () => {
    expect(shortLoaderFor("/images/clients/logo.svg")).toEqual({});
    expect(shortLoaderFor("/images/home/hero.webp")).toEqual({ loader: shortImageLoader });
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
