// Everything that runs beside the requests starts here, once, when the server starts
// (src/instrumentation.ts calls bootServer), and stops here when it stops (server.mjs calls the
// `stop` of the hooks published below after its last request). No request starts anything.
import "server-only";
import type { Duplex } from "node:stream";
import type http from "node:http";
import { closeDatabase, getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { checkRequest, refuseUpgrade } from "@/lib/http/request-gate";
import type { BackgroundJob } from "@/lib/jobs/repeat";
import { startSweeper } from "@/lib/jobs/sweeper";
import { DEFAULT_RATE_LIMIT, leadsConfigFromEnv } from "@/lib/leads/config";
import { leadSweeps } from "@/lib/leads/sweeps";
import { startBackupScheduler } from "@/lib/ops/backup/schedule";
import { startOpsMonitor } from "@/lib/ops/monitor";
import { startOutboxWorker } from "@/lib/leads/delivery/worker";
import { startPortalMailWorker } from "@/lib/portal/mail";
import { openChannel } from "@/lib/ops/channel";
import { startRetentionScheduler } from "@/lib/staff/leads/retention-schedule";
import { auditRetentionMonths, staffSweeps } from "@/lib/staff/sweeps";
import { portalSweeps } from "@/lib/portal/retention";

/** What the production entry (server.mjs) calls into; it is handed over under SERVER_HOOKS. */
export type ServerHooks = {
  /** Answers (true) a request Next would fail on, before Next's handler sees it. */
  checkRequest: (request: http.IncomingMessage, response: http.ServerResponse) => boolean;
  /** Answers and closes any protocol upgrade: no address of the site changes protocol. */
  refuseUpgrade: (socket: Duplex) => void;
  /** Stops the background jobs (a run in progress finishes), then closes the database and Redis. */
  stop: () => Promise<void>;
};

/**
 * The one process-wide key shared with the server entry: server.mjs runs outside Next's bundles
 * and cannot import this module, so it leaves a function there that takes the hooks once the
 * boot is done (`next dev` leaves none: nothing to hand over).
 */
export const SERVER_HOOKS = Symbol.for("nirmal-earth.server");

export async function bootServer(options: {
  port: number;
  /** The Redis-backed page cache (REDIS_URL): seeded with this build's pages, closed last. */
  sharedCache?: { seed: () => Promise<void>; close: () => Promise<void> };
}): Promise<ServerHooks> {
  const jobs: BackgroundJob[] = [];
  jobs.push(startRetentionScheduler(env.LEAD_RETENTION_MONTHS));
  const outbox = startOutboxWorker(leadsConfigFromEnv());
  if (outbox) jobs.push(outbox);
  const portalMail = startPortalMailWorker();
  if (portalMail) jobs.push(portalMail);
  // Every table a request writes to is pruned every rate-limit window.
  jobs.push(
    startSweeper(
      {
        ...leadSweeps(),
        ...staffSweeps(env.LEAD_RETENTION_MONTHS),
        ...portalSweeps(auditRetentionMonths(env.LEAD_RETENTION_MONTHS)),
      },
      DEFAULT_RATE_LIMIT.windowSeconds * 1000,
    ),
  );
  const monitor = startOpsMonitor();
  if (monitor) jobs.push(monitor);
  const backups = startBackupScheduler(
    getDatabase,
    env.BACKUP_DIR
      ? {
          dir: env.BACKUP_DIR,
          hour: env.BACKUP_HOUR,
          keep: env.BACKUP_KEEP,
          passphrase: env.BACKUP_PASSPHRASE,
          retentionMonths: env.LEAD_RETENTION_MONTHS,
          dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
        }
      : undefined,
  );
  if (backups) jobs.push(backups);
  // On the embedded database the CLI cannot open the data while the server runs: it asks us.
  if (!env.DATABASE_URL) openChannel(env.DATA_DIR, options.port);
  await options.sharedCache?.seed();

  let stopped: Promise<void> | undefined;
  const hooks: ServerHooks = {
    checkRequest,
    refuseUpgrade,
    stop: () =>
      (stopped ??= (async () => {
        await Promise.all(jobs.map((job) => job.stop()));
        await closeDatabase();
        await options.sharedCache?.close();
      })()),
  };
  const receive = (globalThis as Record<symbol, unknown>)[SERVER_HOOKS];
  if (typeof receive === "function") (receive as (hooks: ServerHooks) => void)(hooks);
  return hooks;
}
