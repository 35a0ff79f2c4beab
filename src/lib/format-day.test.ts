import { describe, expect, it } from "vitest";
import { formatDay } from "./format-day";

describe("formatDay", () => {
  it("writes the calendar day it is given, day first", () => {
    expect(formatDay("2026-11-23")).toBe("23 November 2026");
    expect(formatDay("2024-01-01")).toBe("1 January 2024");
    expect(formatDay("2025-12-31")).toBe("31 December 2025");
  });

  it("writes English unless asked for Tamil", () => {
    expect(formatDay("2026-11-23", { lang: "en" })).toBe("23 November 2026");
    expect(formatDay("2026-11-23", {})).toBe("23 November 2026");
  });

  it("writes the day with the Tamil month name, day first, for Tamil pages", () => {
    expect(formatDay("2026-11-23", { lang: "ta" })).toBe("23 நவம்பர் 2026");
    expect(formatDay("2025-11-13", { lang: "ta" })).toBe("13 நவம்பர் 2025");
    expect(formatDay("2027-05-13", { lang: "ta" })).toBe("13 மே 2027");
    expect(formatDay("2024-01-01", { lang: "ta" })).toBe("1 ஜனவரி 2024");
  });

  it("keeps a year alone as the year, and anything that is not a day as written", () => {
    expect(formatDay("2023")).toBe("2023");
    expect(formatDay("2024-05")).toBe("2024-05");
    expect(formatDay("2024-13-40")).toBe("2024-13-40");
    expect(formatDay("2023", { lang: "ta" })).toBe("2023");
    expect(formatDay("2024-13-40", { lang: "ta" })).toBe("2024-13-40");
  });
});
