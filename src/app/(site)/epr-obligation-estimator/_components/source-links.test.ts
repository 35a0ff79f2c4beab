import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ewasteTarget } from "@/content/regulation/ewaste-targets";
import { plasticRecyclingMinimum } from "@/content/regulation/plastic-targets";
import { SourceLinks } from "./source-links";

describe("source links", () => {
  it.each([
    ["e-waste", ewasteTarget.sources],
    ["plastic", plasticRecyclingMinimum.sources],
  ])("render for every %s table source, linked", (_, sources) => {
    const html = renderToStaticMarkup(createElement(SourceLinks, { sources }));
    expect(html).not.toContain("Invalid Date");
    for (const source of sources) expect(html).toContain(`href="${source.url}"`);
  });
});
