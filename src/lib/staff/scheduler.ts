// Starts the daily retention run inside the server; the lease makes it one run for all instances.
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { runRetention } from "./privacy";

const DAY_MS = 24 * 60 * 60 * 1000;
const holder = globalThis as typeof globalThis & {
  __nirmalRetention?: ReturnType<typeof setInterval>;
};

export function startRetentionScheduler(checkEveryMs = 60 * 60 * 1000): void {
  if (holder.__nirmalRetention || process.env.NEXT_PHASE === "phase-production-build") return;
  const tick = () => {
    getDb()
      .then((db) => runRetention(db, env.LEAD_RETENTION_MONTHS, { everyMs: DAY_MS }))
      .then((result) => {
        if (result.ran) console.info(`[retention] deleted ${result.deleted} expired lead(s)`);
      })
      .catch((error: unknown) => console.warn(`[retention] run failed: ${(error as Error).name}`));
  };
  holder.__nirmalRetention = setInterval(tick, checkEveryMs);
  holder.__nirmalRetention.unref();
  setTimeout(tick, 30_000).unref();
}
