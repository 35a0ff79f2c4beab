import { describe, expect, it } from "vitest";
import { indiaPeriodStarts, oneWorkingDayBefore } from "./coordinator";

describe("the coordinator's periods (India time)", () => {
  it("starts today at midnight in India and the week on Monday", () => {
    // Wednesday 25 November 2026, 08:00 in India.
    const { today, week } = indiaPeriodStarts(new Date("2026-11-25T02:30:00Z"));
    expect(today.toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(week.toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("counts one working day back, skipping a Sunday", () => {
    // Wednesday 10:00 in India: Tuesday 10:00.
    expect(oneWorkingDayBefore(new Date("2026-11-25T04:30:00Z")).toISOString()).toBe(
      "2026-11-24T04:30:00.000Z",
    );
    // Monday 30 November 10:00: Saturday 10:00, the Sunday between not counted.
    expect(oneWorkingDayBefore(new Date("2026-11-30T04:30:00Z")).toISOString()).toBe(
      "2026-11-28T04:30:00.000Z",
    );
  });
});
