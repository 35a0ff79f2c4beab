// Backups and restores on both databases, with the site's own code: a backup taken while leads
// keep arriving restores every lead stored before it began, exactly once, with counts that
// match its manifest; an erasure after the backup stays erased; an encrypted backup needs its
// passphrase; a non-empty target is refused unless forced; a backup of the other kind, of an
// unknown schema, with a changed header or with counts that do not match is refused with the
// target untouched; a restore without an erasure log needs an explicit choice; the daily
// schedule takes one backup per day whatever the number of instances, keeps BACKUP_KEEP and
// drops those past retention.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseConfig, type DatabaseHandle } from "@/lib/db";
import { backupRuns, leads, staffUsers } from "@/lib/db/schema";
import { restoreBackup, takeBackup } from "@/lib/ops/backup";
import { BackupError, decodeBackup, encodeBackup, type Manifest } from "@/lib/ops/backup/archive";
import { backupFileName, pruneBackups, runScheduledBackup } from "@/lib/ops/backup/schedule";
import { ERASURE_LOG, appendErasureLog, tombstoneOf } from "@/lib/ops/backup/tombstones";
import { eraseLeads } from "@/lib/staff/leads/privacy";
import { createPgliteDir, createPostgresDatabase } from "../leads/services";

const RETENTION = 24;
/** A restore into an empty target with no erasure log is refused unless chosen explicitly. */
const NO_LOG = { retentionMonths: RETENTION, withoutErasureLog: true };

/** The leads' ids in a target, opened and closed again. */
async function leadIds(config: DatabaseConfig): Promise<string[]> {
  const opened = await openDatabase(config);
  try {
    return (await opened.db.select({ id: leads.id }).from(leads)).map((r) => r.id);
  } finally {
    await opened.close();
  }
}

async function insertLead(db: Database, email = `${randomUUID()}@example.com`): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    kind: "contact",
    name: "Backup Person",
    phoneE164: "+919876543210",
    email,
    message: "Hello",
    sourcePage: "/contact-us",
    privacyNoticeVersion: "2026-11-01",
  });
  return id;
}

type Target = { config: DatabaseConfig; remove: () => Promise<void> };

const backends: { name: string; target: () => Promise<Target> }[] = [
  {
    name: "PGlite",
    target: async () => {
      // Empty, as a restore target must be (a restore goes only into a folder that holds no
      // database yet); the backup's source is made the same way.
      const dir = await createPgliteDir({ empty: true });
      return { config: { dataDir: dir.dataDir }, remove: dir.remove };
    },
  },
  {
    name: "PostgreSQL",
    target: async () => {
      const database = await createPostgresDatabase();
      return { config: { url: database.url }, remove: database.drop };
    },
  },
];

describe.each(backends)("backups on $name", { timeout: 120_000 }, ({ target }) => {
  let source: Target;
  let handle: DatabaseHandle;
  let backupDir: string;
  const targets: Target[] = [];
  const freshTarget = async () => {
    const made = await target();
    targets.push(made);
    return made;
  };

  beforeAll(async () => {
    source = await target();
    handle = await openDatabase(source.config);
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
  });
  afterAll(async () => {
    await handle?.close();
    await source?.remove();
    for (const made of targets) await made.remove();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it("restores every lead stored before the backup began, exactly once, while leads keep coming", async () => {
    await handle.db
      .insert(staffUsers)
      .values({ id: randomUUID(), name: "S", email: `${randomUUID()}@staff.example` });
    const before: string[] = [];
    for (let i = 0; i < 20; i++) before.push(await insertLead(handle.db));
    let flooding = true;
    const during: string[] = [];
    // Three writers at once, each storing lead after lead until the backup is taken.
    const flood = Promise.all(
      [1, 2, 3].map(async () => {
        while (flooding) {
          during.push(await insertLead(handle.db));
          // Requests arrive through the event loop: a loop of promises alone would never let
          // the backup's own file reads run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
    const taken = await takeBackup(handle, { dataDir: source.config.dataDir });
    flooding = false;
    await flood;
    expect(during.length).toBeGreaterThan(0);

    const fresh = await freshTarget();
    const report = await restoreBackup(taken.file, fresh.config, NO_LOG);
    expect(report.reErased).toBe(0);
    const restored = await openDatabase(fresh.config);
    try {
      const ids = (await restored.db.select({ id: leads.id }).from(leads)).map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of before) expect(ids).toContain(id);
      expect(ids.length).toBe(taken.manifest.tables.leads);
      expect(taken.manifest.tables.staff_users).toBeGreaterThanOrEqual(1);
    } finally {
      await restored.close();
    }
  });

  it("keeps an erasure made after the backup, from the erasure log beside the backups", async () => {
    const kept = await insertLead(handle.db);
    const erased = await insertLead(handle.db);
    const taken = await takeBackup(handle, { dataDir: source.config.dataDir });
    const now = new Date();
    await eraseLeads(handle.db, [erased], "staff@example.com", now);
    // What eraseLeads writes when BACKUP_DIR is set (the test's env has none).
    appendErasureLog(backupDir, [tombstoneOf(erased)], now);
    const log = path.join(backupDir, ERASURE_LOG);
    expect(fs.readFileSync(log, "utf8")).not.toContain(erased);

    const fresh = await freshTarget();
    const report = await restoreBackup(taken.file, fresh.config, {
      retentionMonths: RETENTION,
      erasureLogs: [log],
    });
    expect(report.reErased).toBe(1);
    const restored = await openDatabase(fresh.config);
    try {
      const ids = (await restored.db.select({ id: leads.id }).from(leads)).map((r) => r.id);
      expect(ids).toContain(kept);
      expect(ids).not.toContain(erased);
    } finally {
      await restored.close();
    }
    // Restored again over it (forced), the tombstone now lives in the database itself too.
    const again = await restoreBackup(taken.file, fresh.config, {
      retentionMonths: RETENTION,
      force: true,
    });
    expect(again.replaced).toBe(true);
    expect(again.reErased).toBe(1);
    expect(await leadIds(fresh.config)).not.toContain(erased);
  });

  it("refuses a non-empty target unless forced, and a backup older than the retention period", async () => {
    const taken = await takeBackup(handle, { dataDir: source.config.dataDir });
    await expect(
      restoreBackup(taken.file, source.config, { retentionMonths: RETENTION }),
    ).rejects.toThrow(/not empty.*--force/);
    const fresh = await freshTarget();
    const later = new Date(Date.now() + (RETENTION + 1) * 31 * 86_400_000);
    await expect(
      restoreBackup(taken.file, fresh.config, { ...NO_LOG, now: later }),
    ).rejects.toThrow(/longer ago than the lead retention period/);
  });

  it("refuses, before touching the target, a backup of the other kind, an unknown schema, a changed header and counts that do not match", async () => {
    const kept = await insertLead(handle.db);
    const taken = await takeBackup(handle, { dataDir: source.config.dataDir });
    const live = await freshTarget();
    await restoreBackup(taken.file, live.config, NO_LOG);
    const before = (await leadIds(live.config)).sort();
    expect(before).toContain(kept);
    // The same dump under another manifest, sealed afresh: only the checks can tell.
    const { manifest, parts } = await decodeBackup(taken.file);
    const resealed = (changed: Partial<Manifest>) =>
      encodeBackup({ ...manifest, ...changed }, parts);
    const other = manifest.kind === "pglite" ? "postgres" : "pglite";
    const wrongCounts = { ...manifest.tables, leads: manifest.tables.leads! + 1 };
    const plainText = taken.file.toString("latin1");
    const refusals: [Buffer, RegExp | string][] = [
      [await resealed({ kind: other }), /This backup is of .*Nothing was changed/],
      [await resealed({ schema: "9999_a_later_release" }), /not one of this release's migrations/],
      [
        Buffer.from(
          plainText.replace(
            `"leads":${manifest.tables.leads}`,
            `"leads":${manifest.tables.leads! + 1}`,
          ),
          "latin1",
        ),
        "damaged",
      ],
      [await resealed({ tables: wrongCounts }), /does not match its manifest: leads: \d+ rows/],
      [await resealed({ tables: { ...manifest.tables, no_such_table: 0 } }), /no_such_table/],
    ];
    for (const [file, expected] of refusals) {
      const outcome = await restoreBackup(file, live.config, { ...NO_LOG, force: true }).then(
        () => "restored",
        (error: unknown) =>
          error instanceof BackupError ? error.problem : (error as Error).message,
      );
      if (typeof expected === "string") expect(outcome).toBe(expected);
      else expect(outcome).toMatch(expected);
      expect((await leadIds(live.config)).sort()).toEqual(before);
      if (live.config.dataDir)
        expect(fs.readdirSync(live.config.dataDir)).not.toContain("pglite.restoring");
    }
  });

  it("needs an explicit choice to restore into an empty target without an erasure log", async () => {
    const taken = await takeBackup(handle, { dataDir: source.config.dataDir });
    const fresh = await freshTarget();
    await expect(
      restoreBackup(taken.file, fresh.config, { retentionMonths: RETENTION }),
    ).rejects.toThrow(
      new RegExp(
        `No erasure log.*after the backup was taken \\(${taken.manifest.createdAt.slice(0, 10)} .*--without-erasure-log`,
      ),
    );
    const empty = await openDatabase(fresh.config);
    try {
      expect(await empty.db.select({ id: leads.id }).from(leads)).toEqual([]);
    } finally {
      await empty.close();
    }
    const report = await restoreBackup(taken.file, fresh.config, {
      retentionMonths: RETENTION,
      force: true,
      withoutErasureLog: true,
    });
    expect(report.withoutErasureLog).toBe(false);
    const other = await freshTarget();
    const chosen = await restoreBackup(taken.file, other.config, NO_LOG);
    expect(chosen.withoutErasureLog).toBe(true);
  });

  it("restores an encrypted backup only with its passphrase", async () => {
    const taken = await takeBackup(handle, {
      dataDir: source.config.dataDir,
      passphrase: "a long backup passphrase",
    });
    const fresh = await freshTarget();
    const problem = (passphrase?: string) =>
      restoreBackup(taken.file, fresh.config, { ...NO_LOG, passphrase }).then(
        () => "restored",
        (error: unknown) => (error instanceof BackupError ? error.problem : String(error)),
      );
    expect(await problem()).toBe("needs-passphrase");
    expect(await problem("not the passphrase")).toBe("wrong-passphrase-or-changed");
    expect(await problem("a long backup passphrase")).toBe("restored");
  });

  it("takes one scheduled backup a day across instances, keeps BACKUP_KEEP, drops those past retention", async () => {
    const dir = fs.mkdtempSync(path.join(backupDir, "scheduled-"));
    const schedule = {
      dir,
      hour: 2,
      keep: 2,
      retentionMonths: RETENTION,
      dataDir: source.config.dataDir,
    };
    // 02:10 India time is 20:40 UTC the day before.
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 20, 40));
    expect(await runScheduledBackup(handle, schedule, new Date(Date.UTC(2026, 10, 1, 12)))).toEqual(
      {
        ran: false,
        why: "not-due",
      },
    );
    // Two instances check at the same moment: one takes it.
    const [a, b] = await Promise.all([
      runScheduledBackup(handle, schedule, at(1)),
      runScheduledBackup(handle, schedule, at(1)),
    ]);
    expect([a, b].filter((run) => run.ran)).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([backupFileName(at(1))]);
    expect(backupFileName(at(1))).toBe("nirmal-earth-2026-11-02T0210+0530.backup");
    // The same hour checked again later in the day takes nothing more.
    expect(
      (await runScheduledBackup(handle, schedule, new Date(at(1).getTime() + 15 * 60_000))).ran,
    ).toBe(false);
    await runScheduledBackup(handle, schedule, at(2));
    await runScheduledBackup(handle, schedule, at(3));
    expect(fs.readdirSync(dir).sort()).toEqual([backupFileName(at(2)), backupFileName(at(3))]);
    const runs = await handle.db.select().from(backupRuns);
    expect(runs.filter((run) => run.trigger === "schedule" && run.ok)).toHaveLength(3);

    // A backup older than the lead retention period goes, however few are kept.
    const old = path.join(dir, backupFileName(new Date(Date.UTC(2024, 0, 1))));
    fs.writeFileSync(old, "old");
    expect(pruneBackups(dir, 10, RETENTION, at(3))).toEqual([path.basename(old)]);
  });
});
