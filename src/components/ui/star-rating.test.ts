import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

const render = (rating?: number) => renderToStaticMarkup(createElement(StarRating, { rating }));

describe("StarRating", () => {
  it("shows five stars by default, named as an image", () => {
    expect(render()).toMatch(/^<img alt="Five out of five stars"/);
  });

  it("shows as many stars as rated, the whole mark named once", () => {
    const three = render(3);
    expect(three).toMatch(/^<span role="img" aria-label="Three out of five stars"/);
    expect(three).toContain("w-15");
    expect(three).toContain('alt=""');
    expect(render(1)).toContain('aria-label="One out of five stars"');
  });

  it("keeps a rating out of range within one to five", () => {
    expect(render(0)).toContain('aria-label="One out of five stars"');
    expect(render(9)).toMatch(/^<img alt="Five out of five stars"/);
  });
});
