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
  // Every background job starts in one place (src/lib/boot.ts); server.mjs sets PORT before
  // Next prepares, so the CLI channel names the port the server is about to listen on.
  const { bootServer } = await import("@/lib/boot");
  await bootServer({
    port: Number(process.env.PORT ?? 3000),
    sharedCache: process.env.REDIS_URL?.trim() ? await sharedCache() : undefined,
  });
}

/** The Redis-backed cache (cache-handler.mjs): seeded at the start, its connection closed at the stop. */
async function sharedCache() {
  const { default: SiteCacheHandler, closeCacheConnection } = await import("../cache-handler.mjs");
  const { registerInitialCache } =
    await import("@fortedigital/nextjs-cache-handler/instrumentation");
  const { buildDirectory } = await import("@/lib/build-files");
  return {
    // The pages prerendered by this build, keeping entries another instance already wrote.
    seed: () =>
      registerInitialCache(SiteCacheHandler, {
        setOnlyIfNotExists: true,
        buildDir: buildDirectory(),
      }),
    close: closeCacheConnection,
  };
}
