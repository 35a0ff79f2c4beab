import { describe, expect, it } from "vitest";
import { ewasteQuotedTargets, quoteTargets } from "./ewaste";
import { ewasteTarget } from "./ewaste-targets";
import { isHomePage, isOfficialHost } from "./links";
import { plasticEprTarget, plasticRecyclingMinimum } from "./plastic-targets";
import type { RegulatorySource } from "./source";
import { REGULATION_REVIEWED } from "./sources";

const tables = {
  plasticEprTarget,
  plasticRecyclingMinimum,
  ewasteTarget,
} satisfies Record<string, { sources: readonly RegulatorySource[]; reviewed: string }>;

describe("EPR target tables", () => {
  it.each(Object.entries(tables))(
    "%s rests on the notification, published by an official host",
    (_, table) => {
      const primary = table.sources.filter((s) => !s.secondary);
      expect(primary.length).toBeGreaterThan(0);
      for (const source of primary) {
        expect(source.notification).toMatch(/^G\.S\.R\. \d+\(E\)$/);
        expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(isOfficialHost(source.url)).toBe(true);
        expect(isHomePage(source.url)).toBe(false);
      }
    },
  );

  it.each(Object.entries(tables))("%s carries the site's review date", (_, table) => {
    expect(table.reviewed).toBe(REGULATION_REVIEWED);
  });

  it("tells official hosts from copies", () => {
    expect(isOfficialHost("https://egazette.gov.in/WriteReadData/2026/271465.pdf")).toBe(true);
    expect(isOfficialHost("https://www.eprplastic.cpcb.gov.in/plastic/downloads/x.pdf")).toBe(true);
    expect(isOfficialHost("http://www.elaw.in/waste/ewaste.htm")).toBe(false);
    expect(isOfficialHost("https://notcpcb.nic.in.example.com/x.pdf")).toBe(false);
  });
});

describe("quoted e-waste targets", () => {
  it("are the estimator's table, grouped the way pages quote it", () => {
    expect(ewasteQuotedTargets.rows).toEqual([
      { years: "2023-24 and 2024-25", share: "60%" },
      { years: "2025-26 and 2026-27", share: "70%" },
      { years: "2027-28 onwards", share: "80%" },
    ]);
    expect(ewasteQuotedTargets.sources).toBe(ewasteTarget.sources);
  });

  it("cover every row of the table", () => {
    const shares = ewasteTarget.rows.map((r) => `${r.percent}%`);
    expect(ewasteQuotedTargets.rows.map((r) => r.share)).toEqual([...new Set(shares)]);
  });

  it("follow a changed table", () => {
    expect(
      quoteTargets([
        { fy: "2023-24", percent: 50 },
        { fy: "2024-25", percent: 60 },
        { fy: "2025-26", percent: 60 },
        { fy: "2026-27", percent: 60 },
        { fy: "2027-28", percent: 75 },
        { fy: "2028-29", percent: 75 },
      ]),
    ).toEqual([
      { years: "2023-24", share: "50%" },
      { years: "2024-25 to 2026-27", share: "60%" },
      { years: "2027-28 onwards", share: "75%" },
    ]);
  });
});
