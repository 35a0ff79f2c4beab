// Taking a backup of the running site's database and restoring one: the commands
// (scripts/ops/db-*.ts), the running server's local channel and the daily schedule all take
// theirs through backupNow, and db:restore goes through restoreBackup.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseConfig, DatabaseHandle } from "@/lib/db";
import { isKnownMigration } from "@/lib/db/backup";
import { replaceWithDump, RestoreRefused, targetIsEmpty, targetTombstones } from "@/lib/db/restore";
import { backupRuns } from "@/lib/db/schema";
import { retentionCutoff } from "@/lib/jobs/retention";
import { decodeBackup, encodeBackup, type Manifest, type Parts, type PartSource } from "./archive";
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
  const parts: Parts<PartSource> = { dump: snapshot.dump };
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
  try {
    return {
      file: await encodeBackup(manifest, parts, options.passphrase),
      manifest,
      encrypted: !!options.passphrase,
    };
  } finally {
    await snapshot.release?.();
  }
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
async function recordBackupRun(
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

/** Why a backup failed, in one word fit for `backup_runs` (never a path or a message). */
export function failureCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? "Error";
}

/**
 * Takes a backup and records it in `backup_runs`, start and end: written whole to `writeTo` when
 * given (the command and the schedule), else only handed back under `name` (the channel, whose
 * caller writes it).
 */
export async function backupNow(
  handle: DatabaseHandle,
  options: {
    trigger: "schedule" | "manual";
    passphrase?: string;
    dataDir?: string;
    now?: Date;
  } & ({ writeTo: string } | { name: string }),
): Promise<TakenBackup> {
  const finish = await recordBackupRun(handle.db, options.trigger, options.now);
  try {
    const taken = await takeBackup(handle, options);
    const file = "writeTo" in options ? options.writeTo : options.name;
    if ("writeTo" in options) writeWhole(options.writeTo, taken.file);
    await finish({ bytes: taken.file.length, file });
    return taken;
  } catch (error) {
    await finish({ error: failureCode(error) }).catch(() => {});
    throw error;
  }
}

export type RestoreReport = {
  manifest: Manifest;
  /** Leads erased after the backup was taken, found by their tombstones and deleted again. */
  reErased: number;
  /** The target held data and `force` replaced it. */
  replaced: boolean;
  /** No erasure log was given and the restore went ahead because it was told to. */
  withoutErasureLog: boolean;
};

export { RestoreRefused };

/** Every check that needs no loading: the backup's kind, schema and age, and the target. */
async function checkBeforeLoading(
  manifest: Manifest,
  config: DatabaseConfig,
  options: { force?: boolean; retentionMonths: number; now?: Date },
): Promise<{ empty: boolean }> {
  const now = options.now ?? new Date();
  const taken = manifest.createdAt.slice(0, 10);
  if (new Date(manifest.createdAt) < retentionCutoff(options.retentionMonths, now)) {
    throw new RestoreRefused(
      `This backup was taken on ${taken}, longer ago than the lead retention period ` +
        `(${options.retentionMonths} months): it holds leads that must no longer exist.`,
    );
  }
  const wanted = config.url ? "postgres" : "pglite";
  if (manifest.kind !== wanted) {
    throw new RestoreRefused(
      `This backup is of ${manifest.kind === "pglite" ? "the embedded database" : "PostgreSQL"}; ` +
        `restore it with ${manifest.kind === "pglite" ? "DATA_DIR and no DATABASE_URL" : "DATABASE_URL"} set. ` +
        "Nothing was changed.",
    );
  }
  if (!isKnownMigration(manifest.schema)) {
    throw new RestoreRefused(
      `This backup's schema (${manifest.schema}) is not one of this release's migrations: ` +
        "restore it with the release that took it, or a later one. Nothing was changed.",
    );
  }
  const empty = await targetIsEmpty(config);
  if (!empty && !options.force) {
    throw new RestoreRefused(
      `${config.url ? "The database" : `The data directory ${config.dataDir ?? ".data"}`} is not empty: ` +
        "stop the site and add --force to replace what it holds.",
    );
  }
  return { empty };
}

/**
 * Restores a backup file into `config`'s database, which must be empty unless `force`. Every
 * check runs before the target is touched: the file's integrity, the backup's kind, schema and
 * age, the erasure log, and (with the dump loaded beside the target, or in one transaction)
 * every table's rows against the manifest. Then it brings the schema up to date and deletes
 * again every lead erased after the backup: tombstones in the backup, in `erasureLogs`, and in
 * the database it replaced. Without any erasure log for an empty target it refuses unless
 * `withoutErasureLog`: erasures made after the backup could not be re-applied.
 */
export async function restoreBackup(
  bytes: Buffer,
  config: DatabaseConfig,
  options: {
    passphrase?: string;
    force?: boolean;
    erasureLogs?: string[];
    withoutErasureLog?: boolean;
    retentionMonths: number;
    now?: Date;
  },
): Promise<RestoreReport> {
  const { manifest, parts } = await decodeBackup(bytes, options.passphrase);
  const { empty } = await checkBeforeLoading(manifest, config, options);
  const logs = options.erasureLogs ?? [];
  if (empty && logs.length === 0 && !options.withoutErasureLog) {
    throw new RestoreRefused(
      `No erasure log was found (BACKUP_DIR is not set, there is no erasures.log beside the ` +
        `backup, and none was given with --erasures). Anyone erased after the backup was taken ` +
        `(${manifest.createdAt.slice(0, 16).replace("T", " ")} UTC) would come back and could not be ` +
        "erased again. Give the log with --erasures FILE, or add --without-erasure-log to " +
        "restore anyway and erase those people again by hand. Nothing was changed.",
    );
  }
  const erased = [
    ...logs.flatMap(readErasureLog),
    ...(empty ? [] : await targetTombstones(config)),
  ];
  const secret = parts[SECRET_FILE];
  const reErased = await replaceWithDump(config, parts.dump, manifest.tables, (db) =>
    reapplyTombstones(db, erased),
  );
  if (!config.url && secret) {
    const dataDir = path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
    fs.writeFileSync(path.join(/* turbopackIgnore: true */ dataDir, SECRET_FILE), secret, {
      mode: 0o600,
    });
  }
  return {
    manifest,
    reErased,
    replaced: !empty,
    withoutErasureLog: empty && logs.length === 0,
  };
}
