// Runs once when the server starts: a bad configuration stops it here, naming the variable.
export async function register() {
  let env: typeof import("@/lib/env").env;
  try {
    env = (await import("@/lib/env")).env;
  } catch (error) {
    // Next would log the failure and keep answering requests with errors; a process
    // manager should see a server that refuses to start instead.
    console.error(error instanceof Error ? error.message : error);
    if (process.env.NEXT_RUNTIME === "nodejs") process.exit(1);
    throw error;
  }
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything can fail: a failed query logged by Next must not carry personal data.
  const { installLogScrub } = await import("@/lib/logging/scrub");
  installLogScrub();
  // The privacy texts state the period the build was given; the retention run uses this
  // server's. A server that would delete on another schedule than it promises does not start.
  const { LEAD_RETENTION_MONTHS: stated } = await import("@/content/retention");
  if (env.LEAD_RETENTION_MONTHS !== stated) {
    console.error(
      `LEAD_RETENTION_MONTHS is ${env.LEAD_RETENTION_MONTHS} for this server, but its build ` +
        `states ${stated} months in the privacy texts: build with the same value.`,
    );
    process.exit(1);
  }
  const { installRequestGate } = await import("@/lib/http/request-gate");
  installRequestGate();
  if (
    !env.DATABASE_URL &&
    process.env.NODE_ENV === "production" &&
    !process.execArgv.includes("--liftoff-only")
  ) {
    // V8 re-compiles PGlite's WebAssembly with its optimising tier: about 500 MB more
    // resident memory and slower queries meanwhile (docs/security.md, "Memory").
    console.warn("[db] embedded database without node --liftoff-only: start with `npm start`");
  }
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startRetentionScheduler } = await import("@/lib/staff/scheduler");
  startRetentionScheduler();
  const { startBackupScheduler } = await import("@/lib/ops/backup/schedule");
  const { getDatabase } = await import("@/lib/db");
  startBackupScheduler(
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
  const { startOpsMonitor } = await import("@/lib/ops/monitor");
  startOpsMonitor();
  // On the embedded database the CLI cannot open the data while the server runs: it asks us.
  if (!env.DATABASE_URL) {
    const { openChannel } = await import("@/lib/staff/channel");
    // `next start` sets PORT once it listens, which may be just after this hook runs.
    const started = Date.now();
    const open = () => {
      if (process.env.PORT || Date.now() - started > 60_000) {
        openChannel(env.DATA_DIR, Number(process.env.PORT ?? 3000));
      } else {
        setTimeout(open, 200).unref();
      }
    };
    open();
  }
  // The production entry (scripts/standalone/server.mjs) calls this after its last request.
  const { SHUTDOWN_HOOK, shutdownApplication } = await import("@/lib/shutdown");
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_HOOK] = shutdownApplication;
  if (process.env.REDIS_URL?.trim()) {
    // Seeds the shared cache with the pages prerendered by this build, keeping entries another
    // instance already wrote.
    const { registerInitialCache } =
      await import("@fortedigital/nextjs-cache-handler/instrumentation");
    const { default: SiteCacheHandler } = await import("../cache-handler.mjs");
    const { buildDirectory } = await import("@/lib/build-files");
    await registerInitialCache(SiteCacheHandler, {
      setOnlyIfNotExists: true,
      buildDir: buildDirectory(),
    });
  }
}
