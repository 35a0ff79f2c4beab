// The database's side of backups: a consistent dump of either backend, what it holds (rows per
// table, last migration), and loading a dump into an empty target. Only this seam knows how:
// PGlite dumps and loads its data directory; PostgreSQL uses Debian's pg_dump and pg_restore.
import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { EMBEDDED_SETTINGS, type DatabaseConfig } from "./config";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock-file";
import { migrationsFolder } from "./migrate";

/** The site's tables, by their names in the database. */
export function siteTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableName(value), value);
  }
  return tables;
}

/** A dump and what it holds, read from the same instant. */
export type Snapshot = { dump: Uint8Array; tables: Record<string, number>; schema: string };

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows per site table and the last migration applied, read through `query`. */
async function describe(query: Query): Promise<Omit<Snapshot, "dump">> {
  const tables: Record<string, number> = {};
  for (const name of [...siteTables().keys()].sort()) {
    const [row] = await query(`select count(*)::int as n from "${name}"`);
    tables[name] = Number(row?.n);
  }
  const [last] = await query(
    "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  return { tables, schema: last ? migrationTag(String(last.created_at)) : "none" };
}

/** A migration's tag from the time drizzle recorded for it (its `when` in the journal). */
function migrationTag(createdAt: string): string {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(/* turbopackIgnore: true */ migrationsFolder(), "meta", "_journal.json"),
      "utf8",
    ),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries.find((e) => String(e.when) === createdAt)?.tag ?? `unknown (${createdAt})`;
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot, counts the rows in it, and
 * pg_dump dumps that same snapshot, so the counts are exactly the dump's while leads keep coming.
 */
export async function snapshotPostgres(pool: Pool, url: string): Promise<Snapshot> {
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const query: Query = async (text) => (await client.query(text)).rows;
    const [{ snapshot }] = (await query("select pg_export_snapshot() as snapshot")) as [
      { snapshot: string },
    ];
    const described = await describe(query);
    const dump = await runPgTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--snapshot=${snapshot}`,
      `--dbname=${url}`,
    ]);
    await client.query("commit");
    return { dump, ...described };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * PGlite: its data directory, copied between two queries (as a crash would leave it, which
 * PostgreSQL recovers from its log on loading). Other queries may run between that copy and any
 * count, so the counts are read from the copy itself, opened in memory for the purpose.
 */
export async function snapshotPglite(client: PGlite): Promise<Snapshot> {
  const copy = await client.dumpDataDir("none");
  const { PGlite } = await import("@electric-sql/pglite");
  const reader = await PGlite.create({
    loadDataDir: copy,
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  try {
    const described = await describe(async (text) => (await reader.query(text)).rows as never);
    return { dump: new Uint8Array(await copy.arrayBuffer()), ...described };
  } finally {
    await reader.close();
  }
}

/** Runs a PostgreSQL client program, feeding `input`; its output, or its error text. */
function runPgTool(program: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${program} is not installed (Debian: apt-get install postgresql-client)`
            : `${program} failed to start: ${error.code ?? error.name}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      // pg tools name the database, never the password; the first line says what went wrong.
      else reject(new Error(`${program} failed: ${Buffer.concat(err).toString().split("\n")[0]}`));
    });
    child.stdin.on("error", () => {});
    child.stdin.end(input);
  });
}

/** pg_dump's own archive format: compressed, and taken in one snapshot while the site runs. */
export function dumpPostgres(url: string): Promise<Buffer> {
  return runPgTool("pg_dump", [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--dbname=${url}`,
  ]);
}

/** True when the target holds no table of the site (nor drizzle's record of migrations). */
export async function targetIsEmpty(config: DatabaseConfig): Promise<boolean> {
  if (!config.url) {
    const dir = path.join(
      /* turbopackIgnore: true */ path.resolve(
        /* turbopackIgnore: true */ config.dataDir ?? ".data",
      ),
      "pglite",
    );
    return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  }
  const { Client } = await import("pg");
  const client = new Client({ connectionString: config.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/** Empties the target: the embedded database's files, or every table of the site's schemas. */
export async function wipeTarget(config: DatabaseConfig): Promise<void> {
  if (!config.url) {
    const dataDir = path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
    const release = acquireDataDirLock(dataDir);
    try {
      fs.rmSync(path.join(/* turbopackIgnore: true */ dataDir, "pglite"), {
        recursive: true,
        force: true,
      });
    } finally {
      release();
    }
    return;
  }
  const { Client } = await import("pg");
  const client = new Client({ connectionString: config.url });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists drizzle cascade; drop schema public cascade; create schema public",
    );
  } finally {
    await client.end();
  }
}

/** Loads a dump into an empty target (the caller checked it is empty). */
export async function loadDump(
  config: DatabaseConfig,
  kind: "pglite" | "postgres",
  dump: Uint8Array,
): Promise<void> {
  const wanted = config.url ? "postgres" : "pglite";
  if (kind !== wanted) {
    throw new Error(
      `This backup is of ${kind === "pglite" ? "the embedded database" : "PostgreSQL"}; ` +
        `restore it with ${kind === "pglite" ? "DATA_DIR and no DATABASE_URL" : "DATABASE_URL"} set.`,
    );
  }
  if (config.url) {
    await runPgTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${config.url}`,
      ],
      Buffer.from(dump),
    );
    return;
  }
  const dataDir = path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(path.join(/* turbopackIgnore: true */ dataDir, "pglite"), {
      loadDataDir: new Blob([Buffer.from(dump)]),
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    await client.close();
  } finally {
    release();
  }
}
