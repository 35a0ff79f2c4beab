import { describe, expect, it } from "vitest";
import { greetingName } from "@/lib/leads/intake/greeting";

describe("greetingName", () => {
  it.each([
    ["Meena Raman", "Meena"],
    ["Dr Meena QA", "Meena"],
    ["Dr. Meena", "Meena"],
    ["R. Karthik", "Karthik"],
    ["R Karthik", "Karthik"],
    ["S.K. Priya", "Priya"],
    ["Karthik R", "Karthik"],
    ["Smt. Lakshmi", "Lakshmi"],
    ["  Asha   Devi ", "Asha"],
    ["முருகன்", "முருகன்"],
    ["Drishti", "Drishti"],
  ])("greets %j as %j", (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });

  it("greets no one when only titles and initials are given", () => {
    for (const name of ["Dr. R.", "Mr", "", "   ", undefined]) {
      expect(greetingName(name), String(name)).toBeUndefined();
    }
  });
});
