// The operator scripts run as separate processes against the same database as the server:
// npm run db:migrate, leads:export and leads:deliver.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db";
import type { LeadsConfig } from "@/lib/leads/config";
import { submitLead } from "@/lib/leads/intake/submit";
import { createPgliteDir, createPostgresDatabase, startWebhookReceiver } from "./services";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const SECRET = "webhook-secret-for-tests-0123456789";

async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      tsx,
      ["--conditions=react-server", `scripts/ops/${name}.ts`, ...args],
      {
        env: {
          ...process.env,
          SMTP_URL: "",
          LEADS_WEBHOOK_URL: "",
          LEADS_WEBHOOK_SECRET: "",
          ...env,
        },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Each script is a fresh Node process; on a busy machine that takes a while.
describe("lead scripts on PostgreSQL", { timeout: 240_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let handle: DatabaseHandle;
  const accepted: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    hook = await startWebhookReceiver();
  });

  afterAll(async () => {
    await handle?.close();
    await hook?.close();
    await database?.drop();
  });

  it("db:migrate creates the schema and is safe to run twice", async () => {
    const env = { DATABASE_URL: database.url };
    const [first, second] = await Promise.all([
      script("db-migrate", [], env),
      script("db-migrate", [], env),
    ]);
    expect(first).toMatchObject({ code: 0 });
    expect(second).toMatchObject({ code: 0 });
    expect(first.stdout).toContain("Database is up to date (PostgreSQL)");
    handle = await openDatabase({ url: database.url });
  });

  it("leads:export prints exactly the accepted leads, CSV-safe", async () => {
    const config: LeadsConfig = {
      webhook: { url: hook.url, secret: SECRET },
      rateLimit: { max: 100, windowSeconds: 600, secret: "rate-limit-secret-0123456789" },
    };
    const inputs = [
      {
        kind: "contact",
        name: "=cmd|' /C calc'!A0",
        phone: "9876543210",
        email: "a@example.com",
        message: 'Hi, "team"\nthanks',
      },
      {
        kind: "consultation",
        company: "Sample Foods",
        phone: "0422 456 7000",
        email: "b@example.com",
        eprType: "plastic",
      },
      { kind: "contact", name: "Invalid", phone: "1", email: "c@example.com" },
      { kind: "contact", name: "Bot", phone: "9876543210", email: "d@example.com", website: "x" },
    ];
    for (const [i, input] of inputs.entries()) {
      const result = await submitLead(
        input,
        { clientAddress: `192.0.2.${i}` },
        { db: handle.db, config, schedule: () => {} },
      );
      if (result.status === "accepted" && !("website" in input)) accepted.push(result.id);
    }
    const csv = await script("leads-export", ["--format", "csv"], { DATABASE_URL: database.url });
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,received_ist,kind,company,name,phone,email,service,/);
    // Phones as they are, with no apostrophe; the consultation's service is EPR.
    expect(csv.stdout).toContain(",+914224567000,b@example.com,epr,plastic,");
    // Records end in CRLF; the bare LF inside the first message stays within its quotes.
    expect(lines).toHaveLength(3);
    for (const id of accepted) expect(csv.stdout).toContain(id);
    expect(csv.stdout).toContain(`"'=cmd|' /C calc'!A0"`.replace(/^"|"$/g, ""));
    expect(csv.stdout).not.toMatch(/,=cmd/);

    const json = await script("leads-export", ["--format=json"], { DATABASE_URL: database.url });
    const parsed = JSON.parse(json.stdout) as { id: string; phone: string }[];
    expect(parsed.map((l) => l.id).sort()).toEqual([...accepted].sort());
    expect(parsed.map((l) => l.phone).sort()).toEqual(["+914224567000", "+919876543210"]);

    const future = await script("leads-export", ["--format", "json", "--since", "2999-01-01"], {
      DATABASE_URL: database.url,
    });
    expect(JSON.parse(future.stdout)).toEqual([]);
    const bad = await script("leads-export", ["--format", "xml"], { DATABASE_URL: database.url });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--format must be csv or json");
  });

  it("leads:deliver sends what is pending once and reports it", async () => {
    const env = {
      DATABASE_URL: database.url,
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    };
    const first = await script("leads-deliver", [], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Sent 2,");
    expect(hook.requests.filter((r) => r.status === 204)).toHaveLength(2);
    const second = await script("leads-deliver", [], env);
    expect(second.stdout).toContain("Sent 0,");
    expect(second.stdout).toContain("2 sent");
    expect(hook.requests).toHaveLength(2);
  });

  it("leads:deliver refuses to run with no channel configured", async () => {
    const result = await script("leads-deliver", [], { DATABASE_URL: database.url });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("No delivery channel is configured");
  });
});

describe("lead scripts on PGlite", { timeout: 300_000 }, () => {
  it("will not open a data directory that a running server holds", async () => {
    const dir = await createPgliteDir();
    const handle = await openDatabase({ dataDir: dir.dataDir });
    try {
      const result = await script("leads-export", ["--format", "csv"], {
        DATA_DIR: dir.dataDir,
        DATABASE_URL: "",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is open in another process");
    } finally {
      await handle.close();
    }
    const after = await script("leads-export", ["--format", "csv"], {
      DATA_DIR: dir.dataDir,
      DATABASE_URL: "",
    });
    expect(after.code).toBe(0);
    expect(after.stdout.trim().split("\r\n")).toHaveLength(1);
    await dir.remove();
  });
});
