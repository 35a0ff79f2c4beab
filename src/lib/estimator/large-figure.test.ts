import { describe, expect, it } from "vitest";
import { largeFigureWarning } from "./large-figure";

describe("largeFigureWarning", () => {
  it("asks about kilograms for a figure far above a producer's, in Indian grouping", () => {
    expect(largeFigureWarning("120000")).toBe(
      "1,20,000 t is far more than most producers place on the market in a year. If you entered kilograms, divide by 1,000 (120 t).",
    );
    expect(largeFigureWarning("1,20,000")).toMatch(/^1,20,000 t/);
  });

  it("says nothing of ordinary, empty or unreadable figures", () => {
    expect(largeFigureWarning("105")).toBeUndefined();
    expect(largeFigureWarning("10000")).toBeUndefined();
    expect(largeFigureWarning("")).toBeUndefined();
    expect(largeFigureWarning("abc")).toBeUndefined();
  });
});
