// npm run leads:deliver [-- --include-failed]: sends every lead notification that is due now.
import { loadEnvConfig } from "@next/env";

const BATCH = 100;

async function main() {
  loadEnvConfig(process.cwd());
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== "--include-failed");
  if (unknown.length > 0) {
    console.error(
      `Unknown option ${unknown[0]}. Usage: npm run leads:deliver [-- --include-failed]`,
    );
    process.exitCode = 2;
    return;
  }
  const { openDatabase } = await import("@/lib/db");
  const { env } = await import("@/lib/env");
  const { configuredChannels, leadsConfigFromEnv } = await import("@/lib/leads/config");
  const { deliverDue, outboxCounts, requeueFailed } = await import("@/lib/leads/delivery/outbox");

  const config = leadsConfigFromEnv();
  if (configuredChannels(config).length === 0) {
    console.error(
      "No delivery channel is configured: set SMTP_URL and LEADS_NOTIFY_TO, or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET.",
    );
    process.exitCode = 2;
    return;
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (args.includes("--include-failed")) {
      console.log(`Requeued ${await requeueFailed(handle.db)} delivery(ies) that had given up.`);
    }
    const total = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
    // Batches until nothing is due; a delivery that fails is rescheduled, so this ends.
    for (;;) {
      const batch = await deliverDue(handle.db, config, { limit: BATCH });
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += batch[key];
      const claimed = batch.sent + batch.retrying + batch.failed + batch.skipped;
      if (claimed < BATCH || batch.skipped > 0) break;
    }
    const counts = await outboxCounts(handle.db);
    console.log(
      `Sent ${total.sent}, will retry ${total.retrying}, gave up ${total.failed}, skipped ${total.skipped}. ` +
        `Outbox now: ${counts.pending ?? 0} pending, ${counts.sent ?? 0} sent, ${counts.failed ?? 0} failed.`,
    );
    if (total.retrying + total.failed > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
