// npm run db:backup -- --out FILE: a backup of the site's database, taken while the site runs,
// with the server's own configuration (DATA_DIR or DATABASE_URL, BACKUP_PASSPHRASE). On the
// embedded database a running server holds the data, so it takes the backup and sends it here;
// what the command says about the file is read from the file.
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
  const { backupNow, writeWhole } = await import("@/lib/ops/backup");
  const { describeWrittenBackup } = await import("@/lib/ops/backup/report");
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
      writeWhole(out, file);
    }
  }
  if (!file) {
    const { openDatabase } = await import("@/lib/db");
    const handle = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: 2,
    });
    try {
      ({ file } = await backupNow(handle, {
        trigger: "manual",
        passphrase: env.BACKUP_PASSPHRASE,
        dataDir: env.DATA_DIR,
        writeTo: out,
      }));
    } finally {
      await handle.close();
    }
  }
  const { lines, warnings } = await describeWrittenBackup(file, out, env.BACKUP_PASSPHRASE);
  console.log(lines.join("\n"));
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
