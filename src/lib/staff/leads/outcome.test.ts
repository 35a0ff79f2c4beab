import { describe, expect, it } from "vitest";
import { outcomeFor } from "@/lib/staff/leads/outcome";

describe("outcomeFor", () => {
  const table = { saved: "Saved." };

  it("finds the page's own outcome", () => {
    expect(outcomeFor(table, "saved")).toBe("Saved.");
  });

  it("finds nothing for a missing, unknown or inherited name", () => {
    for (const done of [undefined, "", "other", "constructor", "toString", "__proto__"])
      expect(outcomeFor(table, done), String(done)).toBeUndefined();
  });

  it("takes a repeated parameter as Next gives it, an array, and finds nothing", () => {
    expect(outcomeFor(table, ["saved", "saved"])).toBeUndefined();
  });
});
