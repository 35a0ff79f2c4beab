import { describe, expect, it } from "vitest";
import { formatPostDate } from "./format";

describe("formatPostDate", () => {
  it("reads Month D, YYYY in US English, in Indian time", () => {
    expect(formatPostDate("2026-03-20T04:30:00Z")).toBe("March 20, 2026");
    expect(formatPostDate("2026-03-19T20:00:00Z")).toBe("March 20, 2026");
  });
});
