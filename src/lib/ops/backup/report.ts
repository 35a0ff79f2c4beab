// What `npm run db:backup` says about the file it wrote: read from the archive itself, since on
// the embedded database the running server takes the backup with its own BACKUP_PASSPHRASE,
// which need not be the command's.
import { BackupError, readArchiveInfo, verifyBackup } from "./archive";

/** Lines for the operator: what the file is, then any disagreement between the settings. */
export async function describeWrittenBackup(
  file: Buffer,
  out: string,
  commandPassphrase: string | undefined,
): Promise<{ lines: string[]; warnings: string[] }> {
  const { manifest, encrypted } = readArchiveInfo(file);
  const rows = Object.entries(manifest.tables)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(", ");
  const lines = [
    `Wrote ${out}: ${file.length} bytes, ${encrypted ? "encrypted" : "NOT encrypted (set BACKUP_PASSPHRASE)"}, ` +
      `${manifest.kind === "pglite" ? "embedded database" : "PostgreSQL"} at schema ${manifest.schema}.`,
    `Rows: ${rows || "none"}.`,
  ];
  const warnings: string[] = [];
  if (encrypted && !commandPassphrase) {
    warnings.push(
      "The server that took this backup encrypted it with its BACKUP_PASSPHRASE, which this " +
        "command's environment does not set: db:restore will need the server's passphrase.",
    );
  } else if (!encrypted && commandPassphrase) {
    warnings.push(
      "This command's environment sets BACKUP_PASSPHRASE but the server that took the backup " +
        "does not: the file is NOT encrypted. Give the server the same BACKUP_PASSPHRASE and " +
        "restart it.",
    );
  } else if (encrypted && commandPassphrase) {
    try {
      await verifyBackup(file, commandPassphrase);
    } catch (error) {
      if (!(error instanceof BackupError) || error.problem !== "wrong-passphrase-or-changed")
        throw error;
      warnings.push(
        "This command's BACKUP_PASSPHRASE does not open the backup: the server that took it " +
          "has a different one, which db:restore will need.",
      );
    }
  }
  return { lines, warnings };
}
