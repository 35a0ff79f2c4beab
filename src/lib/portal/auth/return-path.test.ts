import { describe, expect, it } from "vitest";
import { portalReturnPath } from "./return-path";

describe("portalReturnPath", () => {
  it("keeps portal pages and their queries", () => {
    expect(portalReturnPath("/portal")).toBe("/portal");
    expect(portalReturnPath("/portal/people?done=invited")).toBe("/portal/people?done=invited");
  });

  it("sends everything else to the portal's home", () => {
    for (const value of [
      "https://evil.example/portal",
      "//evil.example/portal",
      "/staff",
      "/portalx",
      "/portal/../staff",
      "/portal\\evil",
      "/login",
      undefined,
      42,
      `/portal/${"a".repeat(600)}`,
    ]) {
      expect(portalReturnPath(value)).toBe("/portal");
    }
  });
});
