import { describe, expect, it } from "vitest";
import { withinWidth } from "./static-image";

const set = (...widths: number[]) => widths.map((w) => `/_next/image?w=${w} ${w}w`).join(", ");

describe("withinWidth", () => {
  it("keeps the candidates up to the first that reaches the artwork's width", () => {
    expect(withinWidth(set(256, 384, 640, 750, 1920), 600)).toEqual({
      srcSet: set(256, 384, 640),
      src: "/_next/image?w=640",
    });
    expect(withinWidth(set(640, 1200, 1920), 1200)?.srcSet).toBe(set(640, 1200));
    expect(withinWidth(set(640, 750), 1600)?.srcSet).toBe(set(640, 750));
  });

  it("leaves density descriptors and a missing srcset alone", () => {
    expect(withinWidth("/a 1x, /b 2x", 600)).toBeUndefined();
    expect(withinWidth(undefined, 600)).toBeUndefined();
  });
});
