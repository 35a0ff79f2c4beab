import { describe, expect, it } from "vitest";
import { calendarHref, feedPath, parseCalendarQuery, yearsShown } from "./query";

describe("the calendar's filters", () => {
  it("defaults to every regime and the two latest years", () => {
    expect(parseCalendarQuery({})).toEqual({ regime: "all", years: "recent" });
  });

  it("reads a regime and all years, and ignores what it does not know", () => {
    expect(parseCalendarQuery({ regime: "battery", years: "all" })).toEqual({
      regime: "battery",
      years: "all",
    });
    expect(parseCalendarQuery({ regime: ["ewaste", "x"] }).regime).toBe("ewaste");
    expect(parseCalendarQuery({ regime: "paper", years: "1999" })).toEqual({
      regime: "all",
      years: "recent",
    });
  });

  it("writes links that leave the defaults out", () => {
    expect(calendarHref({ regime: "all", years: "recent" })).toBe("/compliance-calendar");
    expect(calendarHref({ regime: "plastic", years: "all" })).toBe(
      "/compliance-calendar?regime=plastic&years=all",
    );
    expect(feedPath("all")).toBe("/compliance-calendar.ics");
    expect(feedPath("ewaste")).toBe("/compliance-calendar/ewaste.ics");
  });

  it("shows the current and the previous financial year, latest first", () => {
    expect(yearsShown("recent", "2026-12-08")).toEqual(["2026-27", "2025-26"]);
    expect(yearsShown("recent", "2026-03-31")).toEqual(["2025-26", "2024-25"]);
    expect(yearsShown("all", "2026-12-08")).toEqual([
      "2026-27",
      "2025-26",
      "2024-25",
      "2023-24",
      "2022-23",
    ]);
  });
});
