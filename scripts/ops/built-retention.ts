// The retention period a build states in its privacy texts. next.config.ts writes
// LEAD_RETENTION_MONTHS into the code, and Next.js records the value in the build's
// required-server-files.json, which the standalone server keeps too.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { leadRetentionMonths } from "@/content/retention";

/**
 * The period the build in `dir` (a dist directory, e.g. `.next`) states; undefined when there is
 * no build there or it records no period. A file that cannot be read is named in the error.
 */
export function builtRetentionMonths(dir: string): number | undefined {
  const file = path.join(dir, "required-server-files.json");
  if (!existsSync(file)) return undefined;
  try {
    const files = JSON.parse(readFileSync(file, "utf8")) as {
      config?: { env?: Record<string, string | undefined> };
    };
    const value = files.config?.env?.LEAD_RETENTION_MONTHS;
    return value === undefined ? undefined : leadRetentionMonths(value);
  } catch (error) {
    throw new Error(`Cannot read the build's retention period from ${file}: ${String(error)}`);
  }
}

/**
 * Why a run with `months` would break what the build in `dir` promises, or null when it would
 * not (or there is no build there to promise anything).
 */
export function retentionMismatch(dir: string, months: number): string | null {
  const stated = builtRetentionMonths(dir);
  if (stated === undefined || stated === months) return null;
  return (
    `LEAD_RETENTION_MONTHS is ${months} here, but the build in ${path.basename(dir)} states ` +
    `${stated} months in the privacy texts: run with the same value.`
  );
}
