// What a stopping server closes once it has answered its last request: the outbox worker and
// the operations check (a run in progress finishes first), then the database (PostgreSQL pool
// or PGlite, whose files must be closed cleanly).
import "server-only";
import { closeDatabase } from "@/lib/db";
import { stopOutboxWorker } from "@/lib/leads/worker";
import { stopBackupScheduler } from "@/lib/ops/backup/schedule";
import { stopOpsMonitor } from "@/lib/ops/monitor";

export async function shutdownApplication(): Promise<void> {
  stopBackupScheduler();
  await stopOutboxWorker();
  await stopOpsMonitor();
  await closeDatabase();
}

/** The key under which src/instrumentation.ts exposes shutdownApplication to the server entry. */
export const SHUTDOWN_HOOK = Symbol.for("nirmal-earth.shutdown");
