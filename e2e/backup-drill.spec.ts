// The restore drill, as an operator runs it, on both databases: a server of the production build
// with a staff account takes a lead flood; `npm run db:backup` runs in the middle of it; a staff
// member erases one lead; the data is wiped; `npm run db:restore` brings it back into an empty
// target and the site starts again. Every lead answered 201 before the backup began is there,
// exactly once; the staff member signs in; the erased lead stays erased. On the embedded database
// a second backup, with a passphrase set for the command alone, is said to be what the server
// wrote (not encrypted), with a warning that the settings differ.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { freshClient } from "./support/client-address";
import { signIn, STAFF_PASSWORD } from "./support/staff";

const run = promisify(execFile);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const standaloneDir = path.resolve(process.env.NEXT_DIST_DIR || ".next", "standalone");

/** Runs one of the operator's commands (scripts/ops/) with `env`. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", `scripts/ops/${script}.ts`, ...args],
    { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

type Server = { url: string; child: ChildProcess; exited: Promise<void> };

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--liftoff-only", "server.mjs"], {
    cwd: standaloneDir,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return "exited";
        const health = await fetch(`${url}/api/health`).catch(() => null);
        return health ? ((await health.json()) as { database?: string }).database : "down";
      },
      { timeout: 120_000, intervals: [250] },
    )
    .toBe("ok");
  return { url, child, exited };
}

async function stopServer(server: Server) {
  server.child.kill("SIGTERM");
  await server.exited;
}

/** Erases a person's records in the workspace, as a staff member does. */
async function erasePerson(page: Page, email: string) {
  await page.goto("/staff/people");
  await page.getByLabel("E-mail address or phone number").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "1 record found" })).toBeVisible();
  await page.getByLabel("I confirm: erase all records of this person").check();
  await page.getByRole("button", { name: "Erase all 1" }).click();
  await expect(page.getByRole("status")).toContainText("Erased 1 lead.");
}

const backends = [
  { name: "embedded database", port: 3121, postgres: false },
  { name: "PostgreSQL, encrypted backup", port: 3122, postgres: true },
] as const;

for (const backend of backends) {
  // One run covers the behaviour; the viewport plays no part: desktop only (playwright.config.ts,
  // anyViewportSpecs).
  test(`restore drill on the ${backend.name}`, async ({ browser }) => {
    test.setTimeout(600_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
    const dbName = `drill_${randomBytes(4).toString("hex")}`;
    const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
    if (backend.postgres) await adminQuery(`create database ${dbName}`);
    const env: Record<string, string> = {
      SITE_URL: "http://localhost:3000",
      TRUSTED_PROXY_HOPS: "1",
      BACKUP_DIR: path.join(work, "backups"),
      ...(backend.postgres
        ? {
            DATABASE_URL: databaseUrl,
            DATA_DIR: "",
            STAFF_AUTH_SECRET: randomBytes(32).toString("base64url"),
            RATE_LIMIT_SECRET: randomBytes(16).toString("hex"),
            BACKUP_PASSPHRASE: "drill passphrase, kept elsewhere",
          }
        : { DATA_DIR: path.join(work, "data"), DATABASE_URL: "" }),
    };
    let server: Server | undefined;
    try {
      server = await startServer(backend.port, env);
      const staff = `drill-${randomBytes(4).toString("hex")}@example.com`;
      expect(await command("staff-add", ["--email", staff], { ...env, STAFF_PASSWORD })).toContain(
        `Created the staff account ${staff}`,
      );

      // The flood: four clients storing leads one after another until the backup is written.
      const stored: { email: string; at: number }[] = [];
      let flooding = true;
      const post = async (email: string) => {
        const answer = await fetch(`${server!.url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json", ...freshClient() },
          body: JSON.stringify({
            kind: "contact",
            name: "Drill Person",
            phone: "9845012345",
            email,
            message: "",
            page: "/contact-us",
          }),
        });
        if (answer.status === 201) stored.push({ email, at: Date.now() });
        else expect(answer.status).toBe(429);
      };
      const flood = Promise.all(
        [0, 1, 2, 3].map(async (writer) => {
          for (let i = 0; flooding; i++) await post(`drill-${writer}-${i}-${dbName}@example.com`);
        }),
      );
      await expect.poll(() => stored.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
      const backupBegan = Date.now();
      const file = path.join(work, "site.backup");
      const said = await command("db-backup", ["--out", file], env);
      flooding = false;
      await flood;
      expect(said).toContain(backend.postgres ? "encrypted" : "NOT encrypted");
      if (!backend.postgres) {
        // A passphrase set for the command alone: the server takes the backup with its own
        // setting, and the command says what the file is, and that the two differ.
        const { stdout, stderr } = await run(
          process.execPath,
          ["--import", "tsx", "--conditions=react-server", "scripts/ops/db-backup.ts"].concat([
            "--out",
            path.join(work, "second.backup"),
          ]),
          { env: { ...process.env, ...env, BACKUP_PASSPHRASE: "set for the command only" } },
        );
        expect(stdout).toContain("NOT encrypted");
        expect(stderr).toMatch(/sets BACKUP_PASSPHRASE but the server that took the backup/);
      }
      const before = stored.filter((lead) => lead.at < backupBegan).map((lead) => lead.email);
      expect(before.length).toBeGreaterThanOrEqual(12);

      // A person asks to be erased after the backup was taken.
      const context = await browser.newContext({
        baseURL: server.url,
        extraHTTPHeaders: freshClient(),
      });
      const page = await context.newPage();
      await signIn(page, staff);
      await expect(page).toHaveURL(/\/staff$/);
      const erased = before[0]!;
      await erasePerson(page, erased);
      await context.close();

      // The disk is lost.
      await stopServer(server);
      server = undefined;
      if (backend.postgres) {
        await adminQuery(`drop database ${dbName} with (force)`);
        await adminQuery(`create database ${dbName}`);
      } else {
        fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
      }

      const restored = await command("db-restore", [file], env);
      expect(restored).toContain("Every table matches the backup");
      expect(restored).toContain("Deleted again 1 lead(s) erased after the backup was taken.");
      // A second restore into what is now a full target is refused without --force.
      await expect(command("db-restore", [file], env)).rejects.toThrow(/not empty/);

      server = await startServer(backend.port, env);
      const again = await browser.newContext({
        baseURL: server.url,
        extraHTTPHeaders: freshClient(),
      });
      const staffPage = await again.newPage();
      await signIn(staffPage, staff);
      await expect(staffPage).toHaveURL(/\/staff$/);
      await again.close();

      const csv = await command("leads-export", ["--format", "csv"], env);
      for (const email of before.slice(1)) {
        expect(csv.split(email).length - 1, email).toBe(1);
      }
      expect(csv).not.toContain(erased);
    } finally {
      if (server) await stopServer(server);
      if (backend.postgres) await adminQuery(`drop database if exists ${dbName} with (force)`);
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
}
