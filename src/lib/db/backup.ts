// The database's side of taking a backup: a consistent dump of either backend and what it holds
// (rows per table, last migration). Only this seam (with ./restore.ts, which loads one) knows
// how: PGlite dumps its data directory; PostgreSQL uses Debian's pg_dump.
import "server-only";
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import * as schema from "./schema";
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
export type Snapshot = {
  dump: Uint8Array | Blob;
  tables: Record<string, number>;
  schema: string;
  /** Deletes what the dump was kept in, once the backup is written. */
  release?: () => Promise<void>;
};

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Rows per site table and the last migration applied, read through `query`. */
async function describe(query: Query): Promise<Pick<Snapshot, "tables" | "schema">> {
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

function journal(): { when: number; tag: string }[] {
  return (
    JSON.parse(
      fs.readFileSync(
        path.join(/* turbopackIgnore: true */ migrationsFolder(), "meta", "_journal.json"),
        "utf8",
      ),
    ) as { entries: { when: number; tag: string }[] }
  ).entries;
}

/** A migration's tag from the time drizzle recorded for it (its `when` in the journal). */
function migrationTag(createdAt: string): string {
  return journal().find((e) => String(e.when) === createdAt)?.tag ?? `unknown (${createdAt})`;
}

/** True when `tag` is one of this release's migrations (a backup it can bring up to date). */
export function isKnownMigration(tag: string): boolean {
  return journal().some((e) => e.tag === tag);
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
 * Copies a folder's contents with GNU `cp` in its own process (one pass, no work on this thread,
 * reflinked where the file system can); `onlyNewer` copies only files changed or added since the
 * last copy into `to`. Where that `cp` is missing (macOS), Node's own copy, whole each time.
 */
async function copyFolder(from: string, to: string, onlyNewer = false): Promise<void> {
  const args = ["-a", "--reflink=auto", ...(onlyNewer ? ["--update"] : []), "--", `${from}/.`, to];
  const copied = await new Promise<boolean>((resolve) => {
    execFile("cp", args, (error) => resolve(!error));
  });
  if (!copied) {
    await fs.promises.rm(to, { recursive: true, force: true });
    await fs.promises.cp(from, to, { recursive: true });
  }
}

/**
 * PGlite: its data folder, copied as a crash would leave it (PostgreSQL recovers from its log on
 * opening). The folder is copied once while queries run; then counts and a second pass, which
 * copies only the files changed since, are taken inside one transaction: PGlite has one
 * connection, so no query runs between them and the counts are exactly the copy's. Other
 * queries wait only for that second pass, and the server's main thread stays free:
 * files are copied, then archived into a tar file beside the folder, on libuv's threads, and the
 * backup reads that file a piece at a time. Nothing the size of the database is held in memory.
 */
export async function snapshotPglite(client: PGlite, folder: string): Promise<Snapshot> {
  const { create } = await import("tar");
  const base = path.join(
    /* turbopackIgnore: true */ path.dirname(folder),
    `backup-${randomUUID()}`,
  );
  const copy = `${base}.copy`;
  const tarFile = `${base}.tar`;
  const release = async () => {
    await fs.promises.rm(copy, { recursive: true, force: true });
    await fs.promises.rm(tarFile, { force: true });
  };
  try {
    // A first copy while queries run, then, with them held, only what changed since.
    await copyFolder(folder, copy);
    const described = await client.transaction(async (tx) => {
      const counted = await describe(async (text) => (await tx.query(text)).rows as never);
      await copyFolder(folder, copy, true);
      return counted;
    });
    await create({ file: tarFile, cwd: copy, portable: true }, ["."]);
    await fs.promises.rm(copy, { recursive: true, force: true });
    return { dump: await fs.openAsBlob(tarFile), ...described, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Runs a PostgreSQL client program, feeding `input`; its output, or its error text. */
export function runPgTool(program: string, args: string[], input?: Buffer): Promise<Buffer> {
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
