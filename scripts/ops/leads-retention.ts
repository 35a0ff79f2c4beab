// npm run leads:retention: deletes leads past LEAD_RETENTION_MONTHS now (the server also runs it
// daily). One run at a time across instances; on the embedded database, through the running server.
// Like the server, it refuses a period other than the one this checkout's build states.
import path from "node:path";
import { loadEnvConfig } from "@next/env";

async function main() {
  loadEnvConfig(process.cwd());
  const { env } = await import("@/lib/env");
  const { retentionMismatch } = await import("./built-retention");
  const mismatch = retentionMismatch(
    path.resolve(process.env.NEXT_DIST_DIR || ".next"),
    env.LEAD_RETENTION_MONTHS,
  );
  if (mismatch) throw new Error(mismatch);
  type Run = { ran: false } | { ran: true; deleted: number };
  let result: Run | null = null;
  if (!env.DATABASE_URL) {
    const { askRunningServer } = await import("./channel-client");
    result = (await askRunningServer(env.DATA_DIR, "retention", {})) as Run | null;
  }
  if (!result) {
    const { openDatabase } = await import("@/lib/db");
    const { runRetention } = await import("@/lib/staff/leads/privacy");
    const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      result = await runRetention(handle.db, env.LEAD_RETENTION_MONTHS);
    } finally {
      await handle.close();
    }
  }
  console.log(
    result.ran
      ? `Deleted ${result.deleted} lead(s) older than ${env.LEAD_RETENTION_MONTHS} months since their last activity.`
      : "Another retention run is under way; nothing done.",
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
