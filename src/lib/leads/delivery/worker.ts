// Retries due deliveries from inside the running server, so the outbox drains without a cron job.
import "server-only";
import { checkDatabase, getDb } from "@/lib/db";
import { configuredChannels, type LeadsConfig } from "@/lib/leads/config";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";
import { deliverDue } from "@/lib/leads/delivery/outbox";

/**
 * A minutely retry of due deliveries (started once, by src/lib/boot.ts); null with no channel
 * set, as there is nothing to deliver to.
 */
export function startOutboxWorker(config: LeadsConfig, intervalMs = 60_000): BackgroundJob | null {
  if (configuredChannels(config).length === 0) return null;
  return repeat("[leads] outbox run failed", intervalMs, async () => {
    await deliverDue(await getDb(), config);
  });
}

/**
 * For /api/health: opens (and migrates) the database on the first check, so a new instance is
 * ready before its first visitor. Never waits more than 3 s.
 */
export async function getLeadsHealth(): Promise<"ok" | "unavailable" | "starting"> {
  const timeout = new Promise<"starting">((resolve) =>
    setTimeout(() => resolve("starting"), 3000).unref(),
  );
  return Promise.race([checkDatabase(), timeout]);
}
