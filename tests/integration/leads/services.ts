// Real services for the lead integration tests: a PostgreSQL database per run, a temporary
// PGlite directory, an SMTP server process and webhook receivers. A missing PostgreSQL fails.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openDatabase, type DatabaseHandle } from "@/lib/db";
import { seededDataDir } from "../../support/pglite-template";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required by the lead integration tests but ${TEST_DATABASE_URL} is not reachable ` +
        `(${(error as Error).message}). Start one with scripts/ci/setup-postgres.sh or set TEST_DATABASE_URL.`,
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A brand-new database on the test server, dropped again by `drop()`. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `leads_it_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A new data folder for the embedded database: holding an initialised, empty cluster
 * (tests/support/pglite-template.ts), or nothing at all when `empty` (a backup's restore target).
 */
export async function createPgliteDir({ empty = false } = {}): Promise<{
  dataDir: string;
  remove: () => Promise<void>;
}> {
  const dataDir = empty
    ? await fs.mkdtemp(path.join(os.tmpdir(), "leads-pglite-"))
    : await seededDataDir("leads-pglite-");
  return { dataDir, remove: () => fs.rm(dataDir, { recursive: true, force: true }) };
}

/** A fresh, empty database opened with the site's own code, and how to throw it away. */
export type OpenedDatabase = {
  handle: DatabaseHandle;
  /** PostgreSQL's address, for a second process to open the same database. */
  url?: string;
  /** PGlite's folder, likewise. */
  dataDir?: string;
  cleanup: () => Promise<void>;
};

/** Both databases the site runs on: the embedded default and PostgreSQL. */
export const databaseBackends: {
  name: "PGlite" | "PostgreSQL";
  /** `poolSize` sizes PostgreSQL's connection pool; PGlite has one connection and ignores it. */
  open: (options?: { poolSize?: number }) => Promise<OpenedDatabase>;
}[] = [
  {
    name: "PGlite",
    open: async () => {
      const dir = await createPgliteDir();
      const handle = await openDatabase({ dataDir: dir.dataDir });
      return { handle, dataDir: dir.dataDir, cleanup: dir.remove };
    },
  },
  {
    name: "PostgreSQL",
    open: async (options) => {
      const database = await createPostgresDatabase();
      const handle = await openDatabase({ url: database.url, poolSize: options?.poolSize });
      return { handle, url: database.url, cleanup: database.drop };
    },
  },
];

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** An SMTP server that refuses the first `failFirst` messages with a temporary error. */
export async function startSmtpServer(failFirst = 0) {
  const messages: ReceivedMail[] = [];
  let failures = failFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A sender that dies mid-session (a killed server) resets its connection: not an SMTP error.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedHook = { headers: http.IncomingHttpHeaders; body: string; status: number };

/** A webhook endpoint that answers `failStatus` to the first `failFirst` requests, then 204. */
export async function startWebhookReceiver(failFirst = 0, failStatus = 503) {
  const requests: ReceivedHook[] = [];
  let failures = failFirst;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = failures > 0 ? failStatus : 204;
      if (failures > 0) failures--;
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
