// Applies the committed SQL migrations; idempotent, and serialised across instances on PostgreSQL.
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import type { PGlite } from "@electric-sql/pglite";

/** Any number that all instances agree on; it names the lock, nothing else. */
const MIGRATION_LOCK_ID = 727_401_113;

export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "drizzle");
}

export async function migratePostgres(pool: Pool): Promise<void> {
  // The lock is per connection, so take, migrate and release on one checked-out client.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export async function migrateEmbedded(client: PGlite): Promise<void> {
  // PGlite lives inside this one process (a lock file keeps others out), so no advisory lock.
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
}
