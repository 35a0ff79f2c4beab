// npm run db:restore -- FILE [--force] [--erasures LOG ...]: restores a backup into the database
// this configuration names (DATA_DIR or DATABASE_URL), which must be empty unless --force; checks
// every table's rows against the backup's manifest, then deletes again each lead erased after
// the backup (tombstones in it, in BACKUP_DIR/erasures.log and in any --erasures log).
import fs from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";

const USAGE = "Usage: npm run db:restore -- FILE [--force] [--erasures LOG]...";

function parseArgs(args: string[]): { file: string; force: boolean; logs: string[] } | null {
  let file: string | undefined;
  let force = false;
  const logs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--force") force = true;
    else if (arg === "--erasures" && args[i + 1]) logs.push(args[++i]!);
    else if (arg.startsWith("--erasures=")) logs.push(arg.slice(11));
    else if (!arg.startsWith("--") && !file) file = arg;
    else return null;
  }
  return file ? { file, force, logs } : null;
}

async function main() {
  loadEnvConfig(process.cwd());
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { env } = await import("@/lib/env");
  const { restoreBackup } = await import("@/lib/ops/backup");
  const { ERASURE_LOG } = await import("@/lib/ops/backup/tombstones");
  const logs = [...options.logs];
  if (env.BACKUP_DIR) logs.push(path.join(env.BACKUP_DIR, ERASURE_LOG));
  const target = env.DATABASE_URL
    ? "the PostgreSQL database"
    : `the data directory ${env.DATA_DIR}`;
  const report = await restoreBackup(
    fs.readFileSync(options.file),
    { url: env.DATABASE_URL, dataDir: env.DATA_DIR },
    {
      passphrase: env.BACKUP_PASSPHRASE,
      force: options.force,
      erasureLogs: logs,
      retentionMonths: env.LEAD_RETENTION_MONTHS,
    },
  );
  const { manifest } = report;
  const rows = Object.entries(manifest.tables)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  console.log(
    `Restored the backup of ${manifest.createdAt} (schema ${manifest.schema}) into ${target}` +
      `${report.replaced ? ", replacing what it held" : ""}.\n` +
      `Every table matches the backup: ${rows || "no rows"}.\n` +
      `Deleted again ${report.reErased} lead(s) erased after the backup was taken. Start the site to serve it.`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
