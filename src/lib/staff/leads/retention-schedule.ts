// The daily retention run inside the server; the lease makes it one run for all instances.
import "server-only";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";
import { getDb } from "@/lib/db";
import { runRetention } from "@/lib/staff/leads/privacy";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Started once, by src/lib/boot.ts: a first look 30 s after the start, then hourly. */
export function startRetentionScheduler(
  retentionMonths: number,
  checkEveryMs = 60 * 60 * 1000,
): BackgroundJob {
  return repeat(
    "[retention] run failed",
    checkEveryMs,
    async () => {
      const result = await runRetention(await getDb(), retentionMonths, { everyMs: DAY_MS });
      if (result.ran) console.info(`[retention] deleted ${result.deleted} expired lead(s)`);
    },
    30_000,
  );
}
