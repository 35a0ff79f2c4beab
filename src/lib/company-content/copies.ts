// The last-known-good copy of each company-content read, in the site's database: what pages
// show while WordPress cannot be read, after a restart and on every instance. Best effort: a
// failure to read or write is logged and ignored, never a broken page.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { wpContentCopies } from "@/lib/db/schema";

/** `next build` prerenders in several workers: the embedded database must not be opened there. */
export function duringBuild(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

function failure(error: unknown): string {
  return error instanceof Error ? error.name : "unknown error";
}

/** What this process last wrote (or found) per key, so an unchanged read writes nothing. */
const written = new Map<string, string>();

/** The copy kept under `key`, or null when there is none or the database cannot be read. */
export async function readCopy(key: string): Promise<unknown> {
  if (duringBuild()) return null;
  try {
    const db = await getDb();
    const [row] = await db
      .select({ entries: wpContentCopies.entries })
      .from(wpContentCopies)
      .where(eq(wpContentCopies.key, key));
    return row?.entries ?? null;
  } catch (error) {
    console.warn(`[company-content] copy of ${key} not read: ${failure(error)}`);
    return null;
  }
}

/**
 * Keeps `entries` (any JSON: a list of entries, a settings record) as the copy under `key`; a
 * copy equal to the stored one is left alone.
 */
export async function keepCopy(key: string, entries: unknown): Promise<void> {
  if (duringBuild()) return;
  const json = JSON.stringify(entries);
  if (written.get(key) === json) return;
  try {
    const db = await getDb();
    const now = new Date();
    await db
      .insert(wpContentCopies)
      .values({ key, entries, updatedAt: now })
      .onConflictDoUpdate({
        target: wpContentCopies.key,
        set: { entries, updatedAt: now },
        setWhere: sql`${wpContentCopies.entries} is distinct from excluded.entries`,
      });
    written.set(key, json);
  } catch (error) {
    console.warn(`[company-content] copy of ${key} not kept: ${failure(error)}`);
  }
}
