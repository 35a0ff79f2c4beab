// The daily backup inside the server: at BACKUP_HOUR (India time) one instance, holding the
// lease, writes a backup into BACKUP_DIR and deletes those beyond BACKUP_KEEP or older than the
// lead retention period (a backup must not keep a lead longer than the privacy notice says).
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";
import type { DatabaseHandle } from "@/lib/db";
import { finishLease, takeLease } from "@/lib/jobs/lease";
import { retentionCutoff } from "@/lib/jobs/retention";
import { backupNow, failureCode } from "./index";

export const BACKUP_JOB = "backup";
const NAME = /^nirmal-earth-(\d{4}-\d{2}-\d{2}T\d{4})\+0530\.backup$/;

export type BackupSchedule = {
  dir: string;
  hour: number;
  keep: number;
  passphrase?: string;
  retentionMonths: number;
  dataDir?: string;
};

/** India Standard Time has no daylight saving: UTC+05:30 all year. */
function indiaTime(now: Date): Date {
  return new Date(now.getTime() + 330 * 60_000);
}

/** A backup's file name, sortable, stamped in India time. */
export function backupFileName(now: Date): string {
  const stamp = indiaTime(now).toISOString().slice(0, 16).replace(":", "");
  return `nirmal-earth-${stamp}+0530.backup`;
}

/** The time a backup file was taken, from its name (null for any other file). */
function takenAt(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const stamp = match[1]!;
  return new Date(`${stamp.slice(0, 13)}:${stamp.slice(13)}:00+05:30`);
}

/** Deletes backups beyond the newest `keep` and any older than the retention period. */
export function pruneBackups(
  dir: string,
  keep: number,
  retentionMonths: number,
  now: Date,
): string[] {
  const cutoff = retentionCutoff(retentionMonths, now);
  const backups = fs
    .readdirSync(dir)
    .map((name) => ({ name, at: takenAt(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const gone = backups.filter((b, index) => index >= keep || b.at < cutoff).map((b) => b.name);
  for (const name of gone)
    fs.rmSync(path.join(/* turbopackIgnore: true */ dir, name), { force: true });
  return gone;
}

export type ScheduledRun =
  | { ran: false; why: "not-due" | "taken-elsewhere" }
  | { ran: true; file: string; bytes: number; pruned: string[] }
  | { ran: true; error: string };

/**
 * One check of the schedule: within BACKUP_HOUR, and not yet taken by any instance in the last
 * 20 hours, this instance takes the lease and the backup.
 */
export async function runScheduledBackup(
  handle: DatabaseHandle,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<ScheduledRun> {
  if (indiaTime(now).getUTCHours() !== schedule.hour) return { ran: false, why: "not-due" };
  const holder = randomUUID();
  if (!(await takeLease(handle.db, BACKUP_JOB, holder, 20 * 3_600_000, now))) {
    return { ran: false, why: "taken-elsewhere" };
  }
  try {
    const target = path.join(/* turbopackIgnore: true */ schedule.dir, backupFileName(now));
    const { file } = await backupNow(handle, {
      trigger: "schedule",
      passphrase: schedule.passphrase,
      dataDir: schedule.dataDir,
      now,
      writeTo: target,
    });
    const pruned = pruneBackups(schedule.dir, schedule.keep, schedule.retentionMonths, now);
    return { ran: true, file: target, bytes: file.length, pruned };
  } catch (error) {
    return { ran: true, error: failureCode(error) };
  } finally {
    await finishLease(handle.db, BACKUP_JOB, holder, now);
  }
}

/** Checks the schedule every few minutes (src/lib/boot.ts); none without BACKUP_DIR. */
export function startBackupScheduler(
  open: () => Promise<DatabaseHandle>,
  schedule: BackupSchedule | undefined,
  everyMs = 5 * 60_000,
): BackgroundJob | undefined {
  if (!schedule) return undefined;
  return repeat("[backup] schedule check failed", everyMs, async () => {
    const result = await runScheduledBackup(await open(), schedule);
    if (result.ran && "error" in result)
      console.warn(`[backup] scheduled backup failed: ${result.error}`);
    else if (result.ran)
      console.info(`[backup] wrote ${path.basename(result.file)} (${result.bytes} bytes)`);
  });
}
