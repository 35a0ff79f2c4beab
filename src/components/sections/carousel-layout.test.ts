import { describe, expect, it } from "vitest";
import { pagedResponsive, standardResponsive, teamResponsive } from "@/content/carousel";
import {
  assertCarouselConfig,
  baseSlidesToScroll,
  slideWidthCss,
  slidesToScrollBreakpoints,
} from "./carousel-layout";

describe("assertCarouselConfig", () => {
  it("refuses centre mode together with partial visibility", () => {
    expect(() =>
      assertCarouselConfig(standardResponsive, { centerMode: true, partialVisible: true }),
    ).toThrow(/centerMode/);
  });

  it("refuses a missing or empty responsive configuration", () => {
    expect(() => assertCarouselConfig({}, {})).toThrow(/responsive/);
    expect(() =>
      assertCarouselConfig(undefined as unknown as typeof standardResponsive, {}),
    ).toThrow(/responsive/);
  });

  it("accepts the site's presets", () => {
    for (const preset of [standardResponsive, teamResponsive, pagedResponsive]) {
      expect(() => assertCarouselConfig(preset, { centerMode: true })).not.toThrow();
    }
  });
});

describe("slideWidthCss", () => {
  it("sizes slides 2, 3 and 5 across from narrow to wide", () => {
    const css = slideWidthCss("x", standardResponsive);
    expect(css.startsWith('[data-carousel="x"] [data-slide]{flex:0 0 50%')).toBe(true);
    expect(css).toContain(
      '@media (min-width:464px){[data-carousel="x"] [data-slide]{flex:0 0 33.3333%',
    );
    expect(css).toContain(
      '@media (min-width:1024px){[data-carousel="x"] [data-slide]{flex:0 0 20%',
    );
    // Narrow rules come first so the wider media queries win.
    expect(css.indexOf("464px")).toBeLessThan(css.indexOf("1024px"));
  });

  it("leaves room for a peek of the next slide when partially visible", () => {
    expect(slideWidthCss("x", teamResponsive, true)).toContain("flex:0 0 80%");
  });
});

describe("slides to scroll", () => {
  it("moves a screenful at each width for the paged preset", () => {
    expect(baseSlidesToScroll(pagedResponsive, 1)).toBe(2);
    expect(slidesToScrollBreakpoints(pagedResponsive)).toEqual({
      "(min-width: 0px)": { slidesToScroll: 2 },
      "(min-width: 464px)": { slidesToScroll: 3 },
      "(min-width: 1024px)": { slidesToScroll: 5 },
      "(min-width: 3000px)": { slidesToScroll: 5 },
    });
  });

  it("falls back to the carousel's own step when the preset names none", () => {
    expect(baseSlidesToScroll(standardResponsive, 1)).toBe(1);
    expect(slidesToScrollBreakpoints(standardResponsive)).toEqual({});
  });
});
