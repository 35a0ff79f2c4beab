import { describe, expect, it } from "vitest";
import { filingsToRecheck, formatRecheckList } from "./filing-review";
import { filings, type Filing } from "./filings";

const base: Filing = {
  id: "plastic-annual-2030-31",
  regime: "plastic",
  fy: "2030-31",
  title: "Annual return (PIBOs)",
  ruleDate: "2031-06-30",
  rule: filings[0]!.rule,
  extensions: [],
  checked: "2031-01-10",
};

const ids = (list: Filing[], today: string) =>
  filingsToRecheck(list, today).map((e) => e.filing.id);

describe("return dates to re-check", () => {
  it("leaves out a date more than 60 days away", () => {
    expect(ids([base], "2031-04-30")).toEqual([]);
  });

  it("lists a date within 60 days whose last check is older than the window", () => {
    expect(ids([base], "2031-05-01")).toEqual([base.id]);
    expect(ids([{ ...base, checked: "2031-05-01" }], "2031-05-01")).toEqual([]);
  });

  it("lists a passed date until a check is recorded after the last extension notice", () => {
    const extended: Filing = {
      ...base,
      extensions: [{ to: "2031-09-30", authority: "MoEFCC", issued: "2031-07-15", basis: "test" }],
      checked: "2031-07-10",
    };
    expect(ids([extended], "2031-10-05")).toEqual([base.id]);
    expect(ids([{ ...extended, checked: "2031-07-20" }], "2031-10-05")).toEqual([base.id]);
    expect(ids([{ ...extended, checked: "2031-09-01" }], "2031-10-05")).toEqual([]);
  });

  it("always lists a filing whose new date was not read", () => {
    const unread: Filing = {
      ...base,
      extensions: [{ authority: "CPCB", issued: "2031-05-21", basis: "test" }],
      checked: "2031-12-01",
    };
    expect(ids([unread], "2031-12-08")).toEqual([base.id]);
  });

  it("on the data as it stands, names e-waste's unread 2024-25 date and no checked date", () => {
    const list = filingsToRecheck(filings, "2026-12-08");
    const listed = list.map((e) => e.filing.id);
    expect(listed).toContain("ewaste-annual-2024-25");
    expect(listed).not.toContain("plastic-annual-2025-26");
    expect(formatRecheckList(list, "2026-12-08")).toMatch(
      /^Return dates to re-check first on 2026-12-08: \d+/,
    );
  });
});
