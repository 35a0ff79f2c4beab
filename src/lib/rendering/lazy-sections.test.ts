import { describe, expect, it } from "vitest";
import { lazySectionsScript } from "./lazy-sections";

/** Runs the inline script in a page loaded by `type` (a navigation timing type) at `hash`. */
function lazyAfterLoad(type: string | undefined, hash = "") {
  const dataset: Record<string, string> = {};
  new Function("document", "performance", "location", lazySectionsScript)(
    { documentElement: { dataset } },
    { getEntriesByType: (kind: string) => (kind === "navigation" && type ? [{ type }] : []) },
    { hash },
  );
  return "lazySections" in dataset;
}

describe("lazy sections script", () => {
  it("turns lazy sections on for a plain visit", () => {
    expect(lazyAfterLoad("navigate")).toBe(true);
  });

  it("leaves them off where the browser restores or computes a scroll position", () => {
    expect(lazyAfterLoad("reload")).toBe(false);
    expect(lazyAfterLoad("back_forward")).toBe(false);
    expect(lazyAfterLoad("navigate", "#contact")).toBe(false);
  });

  it("leaves them off when the browser cannot tell how the page was reached", () => {
    expect(lazyAfterLoad(undefined)).toBe(false);
  });
});
