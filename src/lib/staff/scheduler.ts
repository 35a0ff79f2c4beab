// The daily retention run inside the server; the lease makes it one run for all instances.
import "server-only";
import type { BackgroundJob } from "@/lib/background-job";
import { getDb } from "@/lib/db";
import { runRetention } from "./privacy";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Started once, by src/lib/boot.ts: a first look 30 s after the start, then hourly. */
export function startRetentionScheduler(
  retentionMonths: number,
  checkEveryMs = 60 * 60 * 1000,
): BackgroundJob {
  let run: Promise<void> | undefined;
  const tick = () => {
    if (run) return;
    run = getDb()
      .then((db) => runRetention(db, retentionMonths, { everyMs: DAY_MS }))
      .then((result) => {
        if (result.ran) console.info(`[retention] deleted ${result.deleted} expired lead(s)`);
      })
      .catch((error: unknown) => console.warn(`[retention] run failed: ${(error as Error).name}`))
      .finally(() => {
        run = undefined;
      });
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  const first = setTimeout(tick, 30_000);
  first.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      clearTimeout(first);
      await run;
    },
  };
}
