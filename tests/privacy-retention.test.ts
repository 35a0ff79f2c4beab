// The privacy texts state the retention period the retention run uses: one value, one source.
import { describe, expect, it } from "vitest";
import { privacySections } from "@/content/privacy-policy";
import {
  DEFAULT_LEAD_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  leadRetentionMonths,
} from "@/content/retention";
import { parseEnv } from "@/lib/env";
import { retentionCutoff } from "@/lib/staff/privacy";

const retentionText = () =>
  JSON.stringify(privacySections.find((s) => s.id === "retention")?.blocks ?? []);

describe("retention period in the policy and in the code", () => {
  it("the policy states the period the code uses, 24 months by default", () => {
    expect(DEFAULT_LEAD_RETENTION_MONTHS).toBe(24);
    const configured = { LEAD_RETENTION_MONTHS: process.env.LEAD_RETENTION_MONTHS };
    expect(parseEnv(configured).LEAD_RETENTION_MONTHS).toBe(LEAD_RETENTION_MONTHS);
    expect(retentionText()).toContain(`${LEAD_RETENTION_MONTHS} months after our last contact`);
  });

  it("LEAD_RETENTION_MONTHS moves both the same way", () => {
    expect(leadRetentionMonths("18")).toBe(18);
    expect(parseEnv({ LEAD_RETENTION_MONTHS: "18" }).LEAD_RETENTION_MONTHS).toBe(18);
    // Empty counts as unset, as for every variable (compose passes an unset one as empty).
    expect(leadRetentionMonths("")).toBe(24);
    expect(parseEnv({ LEAD_RETENTION_MONTHS: "" }).LEAD_RETENTION_MONTHS).toBe(24);
    expect(leadRetentionMonths(undefined)).toBe(24);
  });

  it("rejects a period that is not a whole number of months from 1 to 120", () => {
    expect(() => parseEnv({ LEAD_RETENTION_MONTHS: "0" })).toThrow(/LEAD_RETENTION_MONTHS/);
    expect(() => parseEnv({ LEAD_RETENTION_MONTHS: "2.5" })).toThrow(/LEAD_RETENTION_MONTHS/);
    // The build refuses what the server would refuse.
    for (const value of ["0", "2.5", "121", "two"])
      expect(() => leadRetentionMonths(value)).toThrow(/LEAD_RETENTION_MONTHS/);
  });

  it("counts the period in calendar months back from now", () => {
    expect(retentionCutoff(24, new Date("2026-11-23T06:00:00Z")).toISOString()).toBe(
      "2024-11-23T06:00:00.000Z",
    );
  });
});
