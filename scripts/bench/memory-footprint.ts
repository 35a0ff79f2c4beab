// Measures the production server's resident memory on each database: started, database open,
// and after a load of leads and page views. Loopback only, bounded counts; prints a Markdown table.
//   npm run bench:memory                    # embedded PGlite (npm start's flags), then PostgreSQL
//   npm run bench:memory -- --compare       # also plain `node server.mjs` on PGlite (no --liftoff-only)
// Needs `npm run build` first. PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pool, rawRequest, startProductionServer } from "../../tests/support/production-server";

const PORT = Number(process.env.MEMORY_PORT ?? 3195);
const LEADS = Number(process.env.MEMORY_LEADS ?? 400);
const VIEWS = Number(process.env.MEMORY_VIEWS ?? 400);
const PAGES = ["/", "/blog", "/contact-us", "/locations/chennai", "/faq", "/og/index.png", "/team"];

type Row = {
  label: string;
  started: number;
  open: number;
  loaded: number;
  peak: number;
  ms: number;
};

function lead(i: number): string {
  return JSON.stringify({
    kind: "contact",
    name: `Memory Visitor ${i}`,
    phone: `98${String(i).padStart(8, "0")}`,
    email: `memory${i}@example.com`,
    message: "Weekly pickup for an office of 40 people.",
    page: "/contact-us",
  });
}

async function measure(
  label: string,
  env: Record<string, string | undefined>,
  startFlags: boolean,
): Promise<Row> {
  const server = await startProductionServer({ port: PORT, env, startFlags });
  try {
    const started = server.memory().rssMiB;
    // The first check opens (and on a new folder, creates) the database: allow it time.
    for (let i = 0; i < 60; i++) {
      const health = await rawRequest(server.base, { path: "/api/health" }).catch(() => null);
      if (health?.status === 200 && health.body.includes('"ok"')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const open = server.memory().rssMiB;
    const t0 = Date.now();
    // Each lead from its own loopback address, as distinct visitors would be.
    const posts = Array.from(
      { length: LEADS },
      (_, i) => () =>
        rawRequest(server.base, {
          method: "POST",
          path: "/api/leads",
          localAddress: `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          headers: { "content-type": "application/json" },
          body: lead(i),
        }),
    );
    const views = Array.from(
      { length: VIEWS },
      (_, i) => () => rawRequest(server.base, { path: PAGES[i % PAGES.length]! }),
    );
    const answers = await pool([...posts, ...views], 10);
    const failed = answers.filter((a) => a.status >= 400).length;
    if (failed > 0) throw new Error(`${failed} requests failed during the load`);
    const { rssMiB, peakMiB } = server.memory();
    return { label, started, open, loaded: rssMiB, peak: peakMiB, ms: Date.now() - t0 };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  // --only pglite or --only postgres measures one database.
  const only = process.argv.includes("--only")
    ? process.argv[process.argv.indexOf("--only") + 1]
    : undefined;
  if (only !== "postgres") await measureEmbedded(rows);
  if (only !== "pglite") await measurePostgres(rows);
  printTable(rows);
}

async function measureEmbedded(rows: Row[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "memory-pglite-"));
  try {
    rows.push(await measure("PGlite (npm start)", { DATA_DIR: dataDir, DATABASE_URL: "" }, true));
    if (process.argv.includes("--compare")) {
      const other = mkdtempSync(path.join(os.tmpdir(), "memory-pglite-"));
      try {
        rows.push(
          await measure(
            "PGlite (plain node server.mjs)",
            { DATA_DIR: other, DATABASE_URL: "" },
            false,
          ),
        );
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(rows: Row[]): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    rows.push(await measure("PostgreSQL", { DATABASE_URL: url.toString() }, true));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function printTable(rows: Row[]): void {
  console.log(`\n${LEADS} leads + ${VIEWS} page views, 10 at a time; resident memory in MiB\n`);
  console.log("| server | started | database open | after load | peak | load time |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.started} | ${r.open} | ${r.loaded} | ${r.peak} | ${(r.ms / 1000).toFixed(1)} s |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
