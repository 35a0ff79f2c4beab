import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ewasteTarget } from "@/content/regulation/ewaste-targets";
import { plasticRecyclingMinimum } from "@/content/regulation/plastic-targets";
import { formatSourceDate, SourceLinks } from "./source-links";

describe("source dates", () => {
  it("show the day where it is known and the year alone otherwise", () => {
    expect(formatSourceDate("2022-11-02")).toBe("2 November 2022");
    expect(formatSourceDate("2023")).toBe("2023");
  });

  it.each([
    ["e-waste", ewasteTarget.sources],
    ["plastic", plasticRecyclingMinimum.sources],
  ])("render for every %s table source, linked", (_, sources) => {
    const html = renderToStaticMarkup(createElement(SourceLinks, { sources }));
    expect(html).not.toContain("Invalid Date");
    for (const source of sources) expect(html).toContain(`href="${source.url}"`);
  });
});
