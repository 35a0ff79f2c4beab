// The database's side of taking a backup: a consistent dump of either backend and what it holds
// (rows per table, last migration). Only this seam (with ./restore.ts, which loads one) knows
// how: PGlite dumps its data directory; PostgreSQL uses Debian's pg_dump.
import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { schema } from "./index";
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
 * PGlite: its data directory, copied as a crash would leave it (PostgreSQL recovers from its log
 * on loading). The counts and the copy are taken inside one transaction: PGlite has a single
 * connection, so no other query runs between them and the counts are exactly the copy's.
 */
export async function snapshotPglite(client: PGlite): Promise<Snapshot> {
  return client.transaction(async (tx) => {
    const described = await describe(async (text) => (await tx.query(text)).rows as never);
    const copy = await client.dumpDataDir("none");
    return { dump: new Uint8Array(await copy.arrayBuffer()), ...described };
  });
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
