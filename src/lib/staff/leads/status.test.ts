import { describe, expect, it } from "vitest";
import { eventDetail, statusLabel } from "@/lib/staff/leads/status";

describe("status labels", () => {
  it("capitalises a status, in the history too", () => {
    expect(statusLabel("contacted")).toBe("Contacted");
    expect(eventDetail("status", "qualified")).toBe("Qualified");
  });
  it("leaves notes and other entries as written", () => {
    expect(eventDetail("note", "contacted")).toBe("contacted");
    expect(eventDetail("status", "something else")).toBe("something else");
  });
});
