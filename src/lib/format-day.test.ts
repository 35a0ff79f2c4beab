import { describe, expect, it } from "vitest";
import { formatDay } from "./format-day";

describe("formatDay", () => {
  it("writes the calendar day it is given, day first", () => {
    expect(formatDay("2026-11-23")).toBe("23 November 2026");
    expect(formatDay("2024-01-01")).toBe("1 January 2024");
    expect(formatDay("2025-12-31")).toBe("31 December 2025");
  });

  it("keeps a year alone as the year, and anything that is not a day as written", () => {
    expect(formatDay("2023")).toBe("2023");
    expect(formatDay("2024-05")).toBe("2024-05");
    expect(formatDay("2024-13-40")).toBe("2024-13-40");
  });
});
