// Erasures that outlive the database: each erased or expired lead leaves a tombstone, a hash of
// its id, in the database and in BACKUP_DIR/erasures.log beside the backups. A lead's id is a
// random UUID, so the hash names nobody; it is not keyed, so no lost or rotated secret can
// ever stop a restore from finding what was erased.
import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { inArray, lt } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { erasureTombstones, leads } from "@/lib/db/schema";

export const ERASURE_LOG = "erasures.log";

export function tombstoneOf(leadId: string): string {
  return createHash("sha256").update(`lead:${leadId.toLowerCase()}`).digest("base64url");
}

type Executor = Pick<Database, "insert">;

/**
 * Records the tombstones of deleted leads inside the deleting transaction. The log line is
 * written after it commits (appendErasureLog), so a rolled-back erasure leaves none.
 */
export async function buryLeads(
  tx: Executor,
  ids: readonly string[],
  now: Date,
): Promise<string[]> {
  const hashes = ids.map(tombstoneOf);
  if (hashes.length > 0) {
    await tx
      .insert(erasureTombstones)
      .values(hashes.map((leadHash) => ({ leadHash, erasedAt: now })))
      .onConflictDoNothing();
  }
  return hashes;
}

/**
 * Appends tombstones to the log in BACKUP_DIR, which travels with the backups (nothing personal in
 * it). A failure to write is said, not thrown: the erasure itself has happened.
 */
export function appendErasureLog(backupDir: string | undefined, hashes: string[], now: Date): void {
  if (!backupDir || hashes.length === 0) return;
  try {
    fs.mkdirSync(backupDir, { recursive: true });
    const lines = hashes.map((hash) => `${now.toISOString()} ${hash}\n`).join("");
    fs.appendFileSync(path.join(/* turbopackIgnore: true */ backupDir, ERASURE_LOG), lines, {
      mode: 0o600,
    });
  } catch (error) {
    console.warn(
      `[backup] erasure log not written: ${(error as NodeJS.ErrnoException).code ?? "error"}`,
    );
  }
}

/** The tombstones in an erasure log (malformed lines are skipped). */
export function readErasureLog(file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return text
    .split("\n")
    .map((line) => line.trim().split(" ")[1])
    .filter((hash): hash is string => !!hash && /^[\w-]{43}$/.test(hash));
}

/**
 * Deletes every lead whose tombstone is in the database or in `extra` (the erasure logs), and
 * records the extra ones so the next backup carries them. Returns how many leads it deleted.
 */
export async function reapplyTombstones(db: Database, extra: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    if (extra.length > 0) {
      for (let i = 0; i < extra.length; i += 500) {
        await tx
          .insert(erasureTombstones)
          .values(extra.slice(i, i + 500).map((leadHash) => ({ leadHash })))
          .onConflictDoNothing();
      }
    }
    const buried = new Set(
      (await tx.select({ hash: erasureTombstones.leadHash }).from(erasureTombstones)).map(
        (row) => row.hash,
      ),
    );
    if (buried.size === 0) return 0;
    const back = (await tx.select({ id: leads.id }).from(leads))
      .map((row) => row.id)
      .filter((id) => buried.has(tombstoneOf(id)));
    if (back.length === 0) return 0;
    await tx.delete(leads).where(inArray(leads.id, back));
    return back.length;
  });
}

/** Tombstones older than any backup still kept (those past the lead retention are deleted). */
export async function forgetOldTombstones(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(erasureTombstones)
    .where(lt(erasureTombstones.erasedAt, before))
    .returning({ hash: erasureTombstones.leadHash });
  return gone.length;
}
