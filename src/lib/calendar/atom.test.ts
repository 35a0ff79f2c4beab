import { describe, expect, it } from "vitest";
import { buildAtom, changes } from "./atom";

const CAL = "https://www.nirmalearth.example/compliance-calendar";

describe("the what-changed feed", () => {
  it("has one entry per amendment and per extension order, newest first, ids unique", () => {
    const all = changes(CAL);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const days = all.map((c) => c.day);
    expect(days).toEqual([...days].sort().reverse());
    // The e-waste orders of 2024 moved the fourth-quarter and annual returns: one entry each.
    const ewaste = all.filter((c) => c.id.includes("extension:ewaste-2023-24"));
    expect(ewaste).toHaveLength(2);
    expect(ewaste[0]!.title).toContain("extended to 31 August 2024");
    expect(all.some((c) => c.title.includes("G.S.R. 807(E)") || c.summary.includes("807(E)"))).toBe(
      true,
    );
  });

  it("is well-formed Atom that does not change between builds", () => {
    const xml = buildAtom(CAL, `${CAL}/changes.atom`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(xml.match(/<entry>/g)?.length).toBe(changes(CAL).length);
    expect(xml).toBe(buildAtom(CAL, `${CAL}/changes.atom`));
  });
});
