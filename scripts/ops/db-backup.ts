// npm run db:backup -- --out FILE: a backup of the site's database, taken while the site runs,
// with the server's own configuration (DATA_DIR or DATABASE_URL, BACKUP_PASSPHRASE). On the
// embedded database a running server holds the data, so it takes the backup and sends it here.
import path from "node:path";
import { loadEnvConfig } from "@next/env";

const USAGE = "Usage: npm run db:backup -- --out FILE";

function outFile(args: string[]): string | null {
  const [flag, value, ...rest] = args;
  if (rest.length > 0) return null;
  if (flag?.startsWith("--out=")) return value === undefined ? flag.slice(6) || null : null;
  return flag === "--out" && value ? value : null;
}

async function main() {
  loadEnvConfig(process.cwd());
  const out = outFile(process.argv.slice(2));
  if (!out) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { env } = await import("@/lib/env");
  const { readManifest } = await import("@/lib/ops/backup/archive");
  const { writeWhole } = await import("@/lib/ops/backup");
  let file: Buffer | null = null;
  if (!env.DATABASE_URL) {
    const { readChannel } = await import("@/lib/ops/channel");
    const channel = readChannel(env.DATA_DIR);
    if (channel) {
      const response = await fetch(`http://127.0.0.1:${channel.port}/api/staff/internal/backup`, {
        method: "POST",
        headers: { authorization: `Bearer ${channel.token}`, "content-type": "application/json" },
        body: JSON.stringify({ file: path.basename(out) }),
      });
      if (!response.ok)
        throw new Error(`The running server could not take the backup (${response.status}).`);
      file = Buffer.from(await response.arrayBuffer());
    }
  }
  if (!file) {
    const { openDatabase } = await import("@/lib/db");
    const { recordBackupRun, takeBackup } = await import("@/lib/ops/backup");
    const handle = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: 2,
    });
    try {
      const finish = await recordBackupRun(handle.db, "manual");
      try {
        ({ file } = await takeBackup(handle, {
          passphrase: env.BACKUP_PASSPHRASE,
          dataDir: env.DATA_DIR,
        }));
        await finish({ bytes: file.length, file: out });
      } catch (error) {
        await finish({ error: (error as Error).name }).catch(() => {});
        throw error;
      }
    } finally {
      await handle.close();
    }
  }
  writeWhole(out, file);
  const manifest = readManifest(file);
  const rows = Object.entries(manifest.tables)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  console.log(
    `Wrote ${out}: ${file.length} bytes, ${env.BACKUP_PASSPHRASE ? "encrypted" : "NOT encrypted (set BACKUP_PASSPHRASE)"}, ` +
      `${manifest.kind === "pglite" ? "embedded database" : "PostgreSQL"} at schema ${manifest.schema}.\n` +
      `Rows: ${rows || "none"}.`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
