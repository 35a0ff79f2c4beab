// Retries due deliveries from inside the running server, so the outbox drains without a cron job.
import "server-only";
import { getDb } from "@/lib/db";
import { configuredChannels, leadsConfigFromEnv } from "./config";
import { deliverDue } from "./outbox";

const holder = globalThis as typeof globalThis & { __leadsWorker?: ReturnType<typeof setInterval> };

export function startOutboxWorker(intervalMs = 60_000): void {
  if (holder.__leadsWorker || process.env.NEXT_PHASE === "phase-production-build") return;
  const config = leadsConfigFromEnv();
  if (configuredChannels(config).length === 0) return;
  let running = false;
  holder.__leadsWorker = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => deliverDue(db, config))
      .catch((error: unknown) =>
        console.warn(`[leads] outbox run failed: ${(error as Error).name}`),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Never keeps a process alive on its own.
  holder.__leadsWorker.unref();
}
