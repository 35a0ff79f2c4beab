// Measures a backup and a restore of the embedded database as the server and db:restore run
// them: peak resident memory of each, and how long lead inserts wait while the backup is taken
// (a writer stores a lead every 20 ms throughout). Each step runs in its own process, so each
// peak is that step's own. Prints a Markdown table.
//   npm run bench:backup                       # 20,000 leads
//   BENCH_LEADS=50000 npm run bench:backup
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { START_ENV, START_NODE_FLAGS } from "../../tests/support/production-server";

/** `npm run db:restore`'s node flags (package.json): npm start's. */
const RESTORE_FLAGS = START_NODE_FLAGS;
const LEADS = Number(process.env.BENCH_LEADS ?? 20_000);
const MiB = 1024 * 1024;

type Figures = { peakMiB: number; [key: string]: number };

function peakMiB(): number {
  // maxRSS is in kibibytes.
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

function lead(i: number) {
  return {
    id: randomUUID(),
    kind: "contact" as const,
    name: `Bench Visitor ${i}`,
    phoneE164: `+9198${String(i % 1e8).padStart(8, "0")}`,
    email: `bench${i}@example.com`,
    message: "Weekly pickup for an office of 40 people, with segregation at source. ".repeat(4),
    sourcePage: "/contact-us",
    privacyNoticeVersion: "2026-11-01",
  };
}

async function seed(dataDir: string): Promise<Figures> {
  const { openDatabase } = await import("@/lib/db");
  const { leads } = await import("@/lib/db/schema");
  const handle = await openDatabase({ dataDir });
  try {
    for (let i = 0; i < LEADS; i += 500) {
      const batch = Array.from({ length: Math.min(500, LEADS - i) }, (_, k) => lead(i + k));
      await handle.db.insert(leads).values(batch);
    }
  } finally {
    await handle.close();
  }
  return { peakMiB: peakMiB() };
}

async function backup(dataDir: string, out: string): Promise<Figures> {
  const { openDatabase } = await import("@/lib/db");
  const { leads } = await import("@/lib/db/schema");
  const { backupNow } = await import("@/lib/ops/backup");
  const handle = await openDatabase({ dataDir });
  const openMiB = Math.round(process.memoryUsage().rss / MiB);
  let writing = true;
  let slowest = 0;
  let i = LEADS;
  // Each wait counts from when the lead was due: a blocked main thread delays the timer itself.
  const writer = (async () => {
    let due = performance.now();
    while (writing) {
      await handle.db.insert(leads).values(lead(i++));
      slowest = Math.max(slowest, performance.now() - due);
      due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const began = performance.now();
  try {
    await backupNow(handle, { trigger: "manual", dataDir, writeTo: out });
  } finally {
    writing = false;
    await writer;
    await handle.close();
  }
  return {
    peakMiB: peakMiB(),
    openMiB,
    seconds: Math.round(performance.now() - began) / 1000,
    slowestInsertMs: Math.round(slowest),
    fileMiB: Math.round((fs.statSync(out).size / MiB) * 10) / 10,
  };
}

async function restore(file: string, dataDir: string): Promise<Figures> {
  const { restoreBackup } = await import("@/lib/ops/backup");
  const began = performance.now();
  await restoreBackup(
    fs.readFileSync(file),
    { dataDir },
    {
      retentionMonths: 24,
      withoutErasureLog: true,
    },
  );
  return { peakMiB: peakMiB(), seconds: Math.round(performance.now() - began) / 1000 };
}

/** Runs one step in a fresh process with `flags` and returns its figures. */
function step(flags: readonly string[], name: string, ...args: string[]): Figures {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, ...flags, process.argv[1]!, "--step", name, ...args],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...START_ENV },
    },
  );
  return JSON.parse(output.trim().split("\n").pop()!) as Figures;
}

function dirMiB(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return Math.round(bytes / MiB);
}

async function main(): Promise<void> {
  const at = process.argv.indexOf("--step");
  if (at !== -1) {
    const [name, a, b] = process.argv.slice(at + 1);
    const run = {
      seed: () => seed(a!),
      backup: () => backup(a!, b!),
      restore: () => restore(a!, b!),
    };
    console.log(JSON.stringify(await run[name as keyof typeof run]()));
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
  try {
    const source = path.join(work, "source");
    const target = path.join(work, "target");
    const file = path.join(work, "site.backup");
    const seeded = step(START_NODE_FLAGS, "seed", source);
    // The backup as the server takes it (npm start's flags), the restore as db:restore runs.
    const taken = step(START_NODE_FLAGS, "backup", source, file);
    const restored = step(RESTORE_FLAGS, "restore", file, target);
    console.log(`\nEmbedded database, ${LEADS} leads, data folder ${dirMiB(source)} MiB\n`);
    console.log("| step | peak RSS (MiB) | time | notes |");
    console.log("| --- | --- | --- | --- |");
    console.log(`| seeding (for comparison) | ${seeded.peakMiB} | | |`);
    console.log(
      `| backup | ${taken.peakMiB} | ${taken.seconds} s | open ${taken.openMiB} MiB; file ${taken.fileMiB} MiB; slowest lead insert during it ${taken.slowestInsertMs} ms |`,
    );
    console.log(`| restore | ${restored.peakMiB} | ${restored.seconds} s | |`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
