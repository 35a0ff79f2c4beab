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

/** How long one database check answers every /api/health request that comes after it. */
const HEALTH_FRESH_MS = 1_000;
let lastCheck: { at: number; result: Promise<"ok" | "unavailable" | "starting"> } | undefined;

/**
 * For /api/health: opens (and migrates) the database on the first check, so a new instance is
 * ready before its first visitor. Never waits more than 3 s. One check at a time, shared by every
 * request for a second after it started: on the embedded database each check was a query queued
 * on its one connection behind every other request's (docs/performance.md, "/api/health").
 */
export function getLeadsHealth(now = Date.now()): Promise<"ok" | "unavailable" | "starting"> {
  if (lastCheck && now - lastCheck.at < HEALTH_FRESH_MS && now >= lastCheck.at) {
    return lastCheck.result;
  }
  const timeout = new Promise<"starting">((resolve) =>
    setTimeout(() => resolve("starting"), 3000).unref(),
  );
  const result = Promise.race([checkDatabase(), timeout]);
  lastCheck = { at: now, result };
  return result;
}
