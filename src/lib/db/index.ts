// The only owner of database connections: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";
import type { Snapshot } from "./backup";
import { EMBEDDED_SETTINGS, type DatabaseConfig } from "./config";
import { acquireDataDirLock } from "./lock-file";
import { migrateEmbedded, migratePostgres } from "./migrate";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  /** A consistent copy of the whole database while it serves, with its row counts (backup.ts). */
  snapshot: () => Promise<Snapshot>;
  close: () => Promise<void>;
};
export { schema };
export { EMBEDDED_SETTINGS, type DatabaseConfig };

/** Opens a database and brings its schema up to date before handing it out. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // A dropped idle connection must not crash the server; the pool replaces it.
    pool.on("error", () => {});
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzle(pool, { schema }) as unknown as Database,
      kind: "postgres",
      snapshot: async () => (await import("./backup")).snapshotPostgres(pool, config.url!),
      close: () => pool.end(),
    };
  }
  // The data directory is chosen at run time; it is not part of the build output.
  const dataDir = path.resolve(/* turbopackIgnore: true */ config.dataDir ?? ".data");
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(path.join(/* turbopackIgnore: true */ dataDir, "pglite"), {
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    await migrateEmbedded(client);
    return {
      db: drizzle(client, { schema }) as unknown as Database,
      kind: "pglite",
      snapshot: async () =>
        (await import("./backup")).snapshotPglite(
          client,
          path.join(/* turbopackIgnore: true */ dataDir, "pglite"),
        ),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// Next can load this module more than once per process; one database per process lives on
// globalThis so PGlite is never opened twice and PostgreSQL pools are not multiplied.
const holder = globalThis as typeof globalThis & { __nirmalDb?: Promise<DatabaseHandle> };

/** The process-wide database from the environment, opened and migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.__nirmalDb ??= openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    (error: unknown) => {
      // A failed open (database down) is retried on the next request instead of cached.
      holder.__nirmalDb = undefined;
      throw error;
    },
  );
  return holder.__nirmalDb;
}

/** The process-wide database if something has already opened it; never opens one. */
export function openedDatabase(): Promise<DatabaseHandle> | undefined {
  return holder.__nirmalDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** For the health check: reachable and migrated, without exposing any detail. */
export async function checkDatabase(): Promise<"ok" | "unavailable"> {
  try {
    const { db } = await getDatabase();
    await db.execute("select 1");
    return "ok";
  } catch {
    return "unavailable";
  }
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__nirmalDb;
  holder.__nirmalDb = undefined;
  if (handle) await (await handle).close();
}
