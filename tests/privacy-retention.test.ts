// The privacy texts state the retention period the retention run uses: one value, one source.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtRetentionMonths, retentionMismatch } from "../scripts/ops/built-retention";
import { privacySections } from "@/content/privacy-policy";
import {
  DEFAULT_LEAD_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  leadRetentionMonths,
} from "@/content/retention";
import { parseEnv } from "@/lib/env";
import { retentionCutoff } from "@/lib/jobs/retention";

const repo = path.resolve(__dirname, "..");
const tsx = path.join(repo, "node_modules", "tsx", "dist", "cli.mjs");

const retentionText = () =>
  JSON.stringify(privacySections().find((s) => s.id === "retention")?.blocks ?? []);

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

describe("the retention command and the build's promise", () => {
  const made: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `retention-${name}-`));
    made.push(dir);
    return dir;
  };
  const build = (content: unknown) => {
    const dir = folder("build");
    writeFileSync(path.join(dir, "required-server-files.json"), JSON.stringify(content));
    return dir;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("reads the period a build states, and knows when there is none", () => {
    expect(builtRetentionMonths(build({ config: { env: { LEAD_RETENTION_MONTHS: "12" } } }))).toBe(
      12,
    );
    expect(builtRetentionMonths(build({ config: { env: {} } }))).toBeUndefined();
    expect(builtRetentionMonths(path.join(os.tmpdir(), "no-such-build"))).toBeUndefined();
  });

  it("names the build's file when it cannot be read", () => {
    const bad = folder("bad");
    writeFileSync(path.join(bad, "required-server-files.json"), "{");
    expect(() => builtRetentionMonths(bad)).toThrow(/required-server-files\.json/);
    const invalid = build({ config: { env: { LEAD_RETENTION_MONTHS: "0" } } });
    expect(() => builtRetentionMonths(invalid)).toThrow(
      /required-server-files\.json.*LEAD_RETENTION/,
    );
  });

  it("names both periods when they differ, and nothing when they agree", () => {
    const dir = build({ config: { env: { LEAD_RETENTION_MONTHS: "12" } } });
    expect(retentionMismatch(dir, 12)).toBeNull();
    expect(retentionMismatch(dir, 36)).toMatch(
      /LEAD_RETENTION_MONTHS is 36 here.*states 12 months/,
    );
    expect(retentionMismatch(path.join(os.tmpdir(), "no-such-build"), 36)).toBeNull();
  });

  it("npm run leads:retention runs with the build's period and refuses another", () => {
    const dir = build({ config: { env: { LEAD_RETENTION_MONTHS: "12" } } });
    const dataDir = folder("data");
    const run = (months: string) =>
      spawnSync(
        process.execPath,
        [tsx, "--conditions=react-server", "scripts/ops/leads-retention.ts"],
        {
          cwd: repo,
          encoding: "utf8",
          env: {
            ...process.env,
            NEXT_DIST_DIR: dir,
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            LEAD_RETENTION_MONTHS: months,
          },
        },
      );
    const refused = run("36");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/LEAD_RETENTION_MONTHS is 36 here.*states 12 months/);
    const ran = run("12");
    expect(ran.status).toBe(0);
    expect(ran.stdout).toContain("Deleted 0 lead(s) older than 12 months");
  }, 60_000);
});
