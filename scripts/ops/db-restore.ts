// npm run db:restore -- FILE [--force] [--erasures LOG ...] [--without-erasure-log]: restores a
// backup into the database this configuration names (DATA_DIR or DATABASE_URL), which must be
// empty unless --force. Every check (the file, the backup's kind and schema, every table's rows)
// runs before the target is touched; then it deletes again each lead erased after the backup
// (tombstones in it, in BACKUP_DIR/erasures.log, in an erasures.log beside the backup, in any
// --erasures log, and in the database it replaces).
import fs from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";

const USAGE =
  "Usage: npm run db:restore -- FILE [--force] [--erasures LOG]... [--without-erasure-log]";

type Options = { file: string; force: boolean; logs: string[]; withoutErasureLog: boolean };

function parseArgs(args: string[]): Options | null {
  let file: string | undefined;
  let force = false;
  let withoutErasureLog = false;
  const logs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--force") force = true;
    else if (arg === "--without-erasure-log") withoutErasureLog = true;
    else if (arg === "--erasures" && args[i + 1]) logs.push(args[++i]!);
    else if (arg.startsWith("--erasures=")) logs.push(arg.slice(11));
    else if (!arg.startsWith("--") && !file) file = arg;
    else return null;
  }
  return file ? { file, force, logs, withoutErasureLog } : null;
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
  const missing = options.logs.find((log) => !fs.existsSync(log));
  if (missing) throw new Error(`The erasure log ${missing} does not exist.`);
  const logs = [...options.logs];
  // BACKUP_DIR's log counts even before its first line: no erasure has been made since.
  if (env.BACKUP_DIR) logs.push(path.join(env.BACKUP_DIR, ERASURE_LOG));
  const beside = path.join(path.dirname(options.file), ERASURE_LOG);
  if (fs.existsSync(beside) && !logs.some((log) => path.resolve(log) === path.resolve(beside)))
    logs.push(beside);
  const target = env.DATABASE_URL
    ? "the PostgreSQL database"
    : `the data directory ${env.DATA_DIR}`;
  const report = await restoreBackup(
    fs.readFileSync(options.file),
    { url: env.DATABASE_URL, dataDir: env.DATA_DIR },
    {
      passphrase: env.BACKUP_PASSPHRASE,
      force: options.force,
      erasureLogs: [...new Set(logs.map((log) => path.resolve(log)))],
      withoutErasureLog: options.withoutErasureLog,
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
  if (report.withoutErasureLog) {
    console.warn(
      `Warning: restored without an erasure log: anyone erased after ${manifest.createdAt} is ` +
        "back in the database. Erase them again in the workspace.",
    );
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
