import { describe, expect, it } from "vitest";
import { BATTERY_REFUSAL, parseEstimatorParams } from "./parse";

describe("a battery estimate asked for", () => {
  it("is refused with its reason, and the input is kept", () => {
    const parsed = parseEstimatorParams(
      new URLSearchParams("stream=battery&fy=2026-27&q1=120&q2=100"),
    );
    expect(parsed.status).toBe("invalid");
    if (parsed.status !== "invalid") return;
    expect(parsed.errors.stream).toBe(BATTERY_REFUSAL);
    expect(parsed.values).toMatchObject({ stream: "battery", fy: "2026-27", q1: "120", q2: "100" });
  });

  it("leaves any other unknown stream with the usual message", () => {
    const parsed = parseEstimatorParams(new URLSearchParams("stream=paper&fy=2026-27"));
    expect(parsed.status === "invalid" && parsed.errors.stream).toBe(
      "Choose plastic packaging or e-waste.",
    );
  });
});
