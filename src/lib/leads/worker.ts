// Retries due deliveries from inside the running server, so the outbox drains without a cron job.
import "server-only";
import { checkDatabase, getDb } from "@/lib/db";
import { configuredChannels, leadsConfigFromEnv } from "./config";
import { deliverDue } from "./outbox";

const holder = globalThis as typeof globalThis & {
  __leadsWorker?: ReturnType<typeof setInterval>;
  __leadsWorkerRun?: Promise<void>;
  __leadsWorkerStopped?: boolean;
};

/** Starts (once per process) a minutely retry of due deliveries; a no-op with no channel set. */
export function startOutboxWorker(intervalMs = 60_000): void {
  if (
    holder.__leadsWorker ||
    holder.__leadsWorkerStopped ||
    process.env.NEXT_PHASE === "phase-production-build"
  ) {
    return;
  }
  const config = leadsConfigFromEnv();
  if (configuredChannels(config).length === 0) return;
  holder.__leadsWorker = setInterval(() => {
    if (holder.__leadsWorkerRun) return;
    holder.__leadsWorkerRun = getDb()
      .then(async (db) => {
        await deliverDue(db, config);
      })
      .catch((error: unknown) =>
        console.warn(`[leads] outbox run failed: ${(error as Error).name}`),
      )
      .finally(() => {
        holder.__leadsWorkerRun = undefined;
      });
  }, intervalMs);
  // Never keeps a process alive on its own.
  holder.__leadsWorker.unref();
}

/** Stops the worker for good (server shutdown) and waits for a run in progress to finish. */
export async function stopOutboxWorker(): Promise<void> {
  holder.__leadsWorkerStopped = true;
  if (holder.__leadsWorker) clearInterval(holder.__leadsWorker);
  holder.__leadsWorker = undefined;
  await holder.__leadsWorkerRun;
}

/**
 * For /api/health: opens (and migrates) the database on the first check, so a new instance is
 * ready before its first visitor, and starts the outbox worker. Never waits more than 3 s.
 */
export async function getLeadsHealth(): Promise<"ok" | "unavailable" | "starting"> {
  startOutboxWorker();
  const timeout = new Promise<"starting">((resolve) =>
    setTimeout(() => resolve("starting"), 3000).unref(),
  );
  return Promise.race([checkDatabase(), timeout]);
}
