// Prunes, on a schedule inside the server, every table that requests write to, so none grows
// without bound. Each feature names what expires in its own tables (leads/sweeps.ts,
// staff/sweeps.ts); the boot hands them all to one sweeper.
import "server-only";
import { openedDatabase, type Database } from "@/lib/db";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";

/** Deletes what has expired in one table at `now`; returns how many rows went. */
export type Sweep = (db: Database, now: Date) => Promise<number>;

/** Runs each sweep in turn; returns how many rows each one removed, under its name. */
export async function sweepExpired<Name extends string>(
  db: Database,
  sweeps: Record<Name, Sweep>,
  now: Date = new Date(),
): Promise<Record<Name, number>> {
  const swept = {} as Record<Name, number>;
  for (const [name, sweep] of Object.entries(sweeps) as [Name, Sweep][]) {
    swept[name] = await sweep(db, now);
  }
  return swept;
}

/** The number of rows a delete removed, read from its `returning()`. */
export async function countRows(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

/**
 * Runs the sweeps every `intervalMs` (started once, by src/lib/boot.ts). It only uses a database
 * this process has already opened: an instance that never took a lead has nothing of its own to
 * sweep, and opening the embedded database just to sweep would cost its memory for nothing.
 */
export function startSweeper(sweeps: Record<string, Sweep>, intervalMs: number): BackgroundJob {
  return repeat("[jobs] sweep failed", intervalMs, async () => {
    const opened = openedDatabase();
    if (!opened) return;
    const { db } = await opened;
    await sweepExpired(db, sweeps);
  });
}
