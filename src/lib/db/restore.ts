// The database's side of a restore: whether the target holds anything, the erasures it records,
// and replacing it with a backup's dump so that nothing is lost unless the dump has loaded and
// every table's rows match the backup. PGlite loads into a folder beside its own and swaps it
// in; PostgreSQL drops, loads and checks in one transaction that rolls back on any failure.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  EMBEDDED_SETTINGS,
  openDatabase,
  schema,
  type Database,
  type DatabaseConfig,
} from "./index";
import { acquireDataDirLock } from "./lock-file";
import { migrateEmbedded } from "./migrate";
import { replacePostgres } from "./restore-postgres";

/** The dump does not load or does not match its backup: the target is left as it was. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

function dataDirOf(config: DatabaseConfig): string {
  return path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
}

async function withPostgres<T>(url: string, run: (client: import("pg").Client) => Promise<T>) {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Opens the embedded database at `folder` as it is (no migration), for `run` alone. */
async function withPglite<T>(folder: string, run: (client: PGlite) => Promise<T>): Promise<T> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(folder, {
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  try {
    return await run(client);
  } finally {
    await client.close();
  }
}

/** True when the target holds no table of the site (nor drizzle's record of migrations). */
export async function targetIsEmpty(config: DatabaseConfig): Promise<boolean> {
  if (!config.url) {
    const dir = path.join(/* turbopackIgnore: true */ dataDirOf(config), "pglite");
    return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  }
  return withPostgres(config.url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows[0]!.n === 0;
  });
}

const HAS_TOMBSTONES = "select to_regclass('public.erasure_tombstones') is not null as exists";
const TOMBSTONES = "select coalesce(array_agg(lead_hash), '{}') as hashes from erasure_tombstones";

/** The erasures a target about to be replaced records (none if it has no such table). */
export async function targetTombstones(config: DatabaseConfig): Promise<string[]> {
  type Query = <R>(text: string) => Promise<R[]>;
  const read = async (query: Query) => {
    const [has] = await query<{ exists: boolean }>(HAS_TOMBSTONES);
    return has?.exists ? ((await query<{ hashes: string[] }>(TOMBSTONES))[0]?.hashes ?? []) : [];
  };
  if (config.url) {
    return withPostgres(config.url, (client) =>
      read(async (text) => (await client.query(text)).rows),
    );
  }
  const dataDir = dataDirOf(config);
  const release = acquireDataDirLock(dataDir);
  try {
    return await withPglite(path.join(/* turbopackIgnore: true */ dataDir, "pglite"), (client) =>
      read(async (text) => (await client.query(text)).rows as never),
    );
  } finally {
    release();
  }
}

/** The tables whose rows differ from what the backup says, in words. */
async function countsDiffer(
  query: (text: string) => Promise<{ n: number }[]>,
  expected: Record<string, number>,
): Promise<string[]> {
  const differ: string[] = [];
  for (const [name, rows] of Object.entries(expected)) {
    let actual: number | string;
    try {
      actual = Number((await query(`select count(*)::int as n from public."${name}"`))[0]?.n);
    } catch {
      actual = "no such table";
    }
    if (actual !== rows) differ.push(`${name}: ${actual} rows, the backup says ${rows}`);
  }
  return differ;
}

function checkTableNames(expected: Record<string, number>): void {
  const odd = Object.keys(expected).find((name) => !TABLE_NAME.test(name));
  if (odd !== undefined) throw new RestoreRefused(`The backup names an unexpected table ${odd}.`);
}

/**
 * Replaces the embedded database: the dump (a tar of the data folder) is written out into a
 * folder beside `pglite`, its rows are
 * counted, it is migrated and `finish` runs on it; only then is the old folder removed and the
 * new one put in its place. One PGlite instance does it all.
 */
async function replacePglite<T>(
  config: DatabaseConfig,
  dump: Uint8Array,
  expected: Record<string, number>,
  finish: (db: Database) => Promise<T>,
): Promise<T> {
  const dataDir = dataDirOf(config);
  const release = acquireDataDirLock(dataDir);
  const live = path.join(/* turbopackIgnore: true */ dataDir, "pglite");
  const staging = path.join(/* turbopackIgnore: true */ dataDir, "pglite.restoring");
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    const { PGlite } = await import("@electric-sql/pglite");
    let client: PGlite;
    try {
      // The site is stopped for a restore: the folder is written out in one go, then opened.
      fs.mkdirSync(staging, { recursive: true });
      const { extract } = await import("tar");
      extract({ cwd: staging, sync: true, strict: true }).end(
        Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength),
      );
      client = await PGlite.create(staging, {
        startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
      });
    } catch (error) {
      throw new RestoreRefused(
        `The backup's database does not open (${(error as Error).message.split("\n")[0]}).`,
      );
    }
    let result: T;
    try {
      const differ = await countsDiffer(
        async (text) => (await client.query<{ n: number }>(text)).rows,
        expected,
      );
      if (differ.length > 0) {
        throw new RestoreRefused(
          `The backup's data does not match its manifest: ${differ.join("; ")}.`,
        );
      }
      await migrateEmbedded(client);
      const { drizzle } = await import("drizzle-orm/pglite");
      result = await finish(drizzle(client, { schema }) as unknown as Database);
    } finally {
      await client.close();
    }
    fs.rmSync(live, { recursive: true, force: true });
    fs.renameSync(staging, live);
    return result;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/**
 * Replaces whatever the target holds with `dump` (a dump of the target's own kind), but only once
 * it has loaded and every table in `expected` has its rows: otherwise the target is untouched.
 * The restored database is brought up to this release's schema and handed to `finish` (on the
 * embedded database before it takes the target's place, so a failure there leaves it too).
 */
export async function replaceWithDump<T>(
  config: DatabaseConfig,
  dump: Uint8Array,
  expected: Record<string, number>,
  finish: (db: Database) => Promise<T>,
): Promise<T> {
  checkTableNames(expected);
  if (!config.url) return replacePglite(config, dump, expected, finish);
  await replacePostgres(config.url, dump, expected).catch((error: Error) => {
    throw new RestoreRefused(error.message);
  });
  const handle = await openDatabase({ ...config, poolSize: 1 });
  try {
    return await finish(handle.db);
  } finally {
    await handle.close();
  }
}
