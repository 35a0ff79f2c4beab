import { describe, expect, it } from "vitest";
import { allCounters } from "@/content/counters";
import { COUNT_TICK_MS, COUNT_TICKS, countValue, formatCount, groupIndian } from "./count-up";

describe("countValue", () => {
  it("starts at 0, never goes backwards and ends exactly on the target", () => {
    for (const { to } of allCounters) {
      let previous = -1;
      for (let tick = 0; tick <= COUNT_TICKS; tick++) {
        const value = countValue(to, tick);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(to);
        previous = value;
      }
      expect(countValue(to, 0)).toBe(0);
      expect(countValue(to, COUNT_TICKS)).toBe(to);
    }
  });

  it("finishes within five seconds of 150 ms updates", () => {
    expect(COUNT_TICK_MS).toBe(150);
    expect(COUNT_TICKS * COUNT_TICK_MS).toBeLessThanOrEqual(5000);
  });
});

describe("formatCount", () => {
  it("groups digits the Indian way and appends the suffix", () => {
    expect(formatCount(9801)).toBe("9,801");
    expect(formatCount(45, "+")).toBe("45+");
    expect(formatCount(123456)).toBe("1,23,456");
  });
});

describe("groupIndian", () => {
  it("writes whole numbers exactly as Intl.NumberFormat('en-IN') does", () => {
    const intl = new Intl.NumberFormat("en-IN");
    const samples = [0, 7, 45, 999, 1000, 9801, 12345, 99999, 100000, 123456, 1234567, 98765432];
    for (const n of [...samples, ...samples.filter(Boolean).map((s) => -s), 1234567890123]) {
      expect(groupIndian(n)).toBe(intl.format(n));
    }
  });
});
