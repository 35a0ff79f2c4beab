// Taking a backup of the running site's database and restoring one into an empty target: the
// commands (scripts/ops/db-*.ts), the running server's local channel and the daily schedule
// all go through these two functions.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase, type Database, type DatabaseConfig, type DatabaseHandle } from "@/lib/db";
import { loadDump, targetIsEmpty, wipeTarget } from "@/lib/db/backup";
import { backupRuns } from "@/lib/db/schema";
import { retentionCutoff } from "@/lib/jobs/retention";
import { decodeBackup, encodeBackup, type Manifest, type Parts } from "./archive";
import { readErasureLog, reapplyTombstones } from "./tombstones";

/** The embedded database's staff sign-in key (lib/staff/auth/secret.ts), which its data needs. */
const SECRET_FILE = "staff-auth-secret";

export type TakenBackup = { file: Buffer; manifest: Manifest; encrypted: boolean };

/**
 * A backup of the open database, sealed with `passphrase` when given. On the embedded database
 * it also carries the staff sign-in key kept in DATA_DIR: two-factor secrets are encrypted
 * with it, so without it a restored account could not finish signing in.
 */
export async function takeBackup(
  handle: DatabaseHandle,
  options: { passphrase?: string; dataDir?: string; now?: Date } = {},
): Promise<TakenBackup> {
  const snapshot = await handle.snapshot();
  const parts: Parts = { dump: snapshot.dump };
  if (handle.kind === "pglite" && options.dataDir) {
    try {
      parts[SECRET_FILE] = fs.readFileSync(
        path.join(
          /* turbopackIgnore: true */ path.resolve(/* turbopackIgnore: true */ options.dataDir),
          SECRET_FILE,
        ),
      );
    } catch {
      // STAFF_AUTH_SECRET is set instead, or no staff member ever signed in.
    }
  }
  const manifest: Manifest = {
    createdAt: (options.now ?? new Date()).toISOString(),
    kind: handle.kind,
    schema: snapshot.schema,
    tables: snapshot.tables,
  };
  return {
    file: encodeBackup(manifest, parts, options.passphrase),
    manifest,
    encrypted: !!options.passphrase,
  };
}

/** What `npm run db:backup` asks of a running server: the name (not the folder) it will write. */
export const backupRequestSchema = z.object({
  file: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\\0]+$/, "a file name without a folder"),
});

/** Records a backup's start; the returned function records how it ended. */
export async function recordBackupRun(
  db: Database,
  trigger: "schedule" | "manual",
  startedAt = new Date(),
): Promise<(outcome: { bytes: number; file: string } | { error: string }) => Promise<void>> {
  const id = randomUUID();
  await db.insert(backupRuns).values({ id, trigger, startedAt });
  return async (outcome) => {
    await db
      .update(backupRuns)
      .set({
        finishedAt: new Date(),
        ok: !("error" in outcome),
        ...("error" in outcome
          ? { error: outcome.error }
          : { bytes: outcome.bytes, file: path.basename(outcome.file) }),
      })
      .where(eq(backupRuns.id, id));
  };
}

/** Writes a file whole or not at all: a half-written backup never carries the final name. */
export function writeWhole(file: string, bytes: Buffer): void {
  fs.mkdirSync(
    path.dirname(/* turbopackIgnore: true */ path.resolve(/* turbopackIgnore: true */ file)),
    { recursive: true },
  );
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export type RestoreReport = {
  manifest: Manifest;
  /** Leads erased after the backup was taken, found by their tombstones and deleted again. */
  reErased: number;
  /** The target held data and `force` replaced it. */
  replaced: boolean;
};

export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

/** Rows in a table by its name in the manifest (a name checked against the site's own form). */
async function countTable(db: Database, name: string): Promise<number> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new RestoreRefused(`Unexpected table name ${name}.`);
  const result = await db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from "${name}"`),
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n);
}

/**
 * Restores a backup file into `config`'s database, which must be empty unless `force`; checks
 * every table's rows against the manifest; brings the schema up to date; then deletes again
 * every lead erased after the backup (tombstones in the backup and in `erasureLogs`).
 */
export async function restoreBackup(
  bytes: Buffer,
  config: DatabaseConfig,
  options: {
    passphrase?: string;
    force?: boolean;
    erasureLogs?: string[];
    retentionMonths: number;
    now?: Date;
  },
): Promise<RestoreReport> {
  const { manifest, parts } = decodeBackup(bytes, options.passphrase);
  const now = options.now ?? new Date();
  if (new Date(manifest.createdAt) < retentionCutoff(options.retentionMonths, now)) {
    throw new RestoreRefused(
      `This backup was taken on ${manifest.createdAt.slice(0, 10)}, longer ago than the lead ` +
        `retention period (${options.retentionMonths} months): it holds leads that must no longer exist.`,
    );
  }
  const empty = await targetIsEmpty(config);
  if (!empty && !options.force) {
    throw new RestoreRefused(
      `${config.url ? "The database" : `The data directory ${config.dataDir ?? ".data"}`} is not empty: ` +
        "stop the site and add --force to replace what it holds.",
    );
  }
  if (!empty) await wipeTarget(config);
  await loadDump(config, manifest.kind, parts.dump);
  if (!config.url && parts[SECRET_FILE]) {
    const dataDir = path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
    fs.writeFileSync(
      path.join(/* turbopackIgnore: true */ dataDir, SECRET_FILE),
      parts[SECRET_FILE],
      { mode: 0o600 },
    );
  }
  // Opening migrates a backup from an older release to this one's schema.
  const handle = await openDatabase({ ...config, poolSize: 1 });
  try {
    const differ: string[] = [];
    for (const [name, expected] of Object.entries(manifest.tables)) {
      const actual = await countTable(handle.db, name);
      if (actual !== expected) differ.push(`${name}: ${actual} rows, the backup says ${expected}`);
    }
    if (differ.length > 0) {
      throw new RestoreRefused(
        `The restored data does not match the backup: ${differ.join("; ")}.`,
      );
    }
    const logged = (options.erasureLogs ?? []).flatMap(readErasureLog);
    const reErased = await reapplyTombstones(handle.db, logged);
    return { manifest, reErased, replaced: !empty };
  } finally {
    await handle.close();
  }
}
