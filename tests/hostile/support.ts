// What every hostile suite shares: the production build started on its own port and data folder
// for one test file, from its own copy of the standalone output (as the image runs it, and with
// a page cache no other test's server writes to), warmed up, and checked once the file's attacks
// are over (memory within budget, no stack trace in the log). Each file starts a server of its
// own, so no test depends on what another file, or another test, did before it.
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { seededDataDir } from "../support/pglite-template";
import { afterAll, beforeAll, expect } from "vitest";
import {
  copyStandalone,
  distDir,
  rawRequest,
  startProductionServer,
  type ProductionServer,
} from "../support/production-server";

export const PORT = Number(process.env.HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
export const JUNK_PER_SEGMENT = Number(process.env.HOSTILE_JUNK ?? 200);
export const FUZZ_REQUESTS = Number(process.env.HOSTILE_FUZZ ?? 1500);
/** The budget for the whole server on the embedded database (docs/security.md, "Memory"). */
export const MEMORY_BUDGET_MIB = 400;

export function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

let addressCounter = 0;
/** A fresh loopback source address: one visitor each, as the rate limit sees them. */
export function nextAddress(block: number): string {
  const n = addressCounter++;
  return `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export function validLead(tag: string) {
  return {
    kind: "contact",
    name: `Hostile Suite ${tag}`,
    phone: "9876543210",
    email: `hostile-${tag}@example.com`,
    message: "A real enquiry among the junk.",
    page: "/contact-us",
  };
}

export type HostileServer = {
  server: ProductionServer;
  dataDir: string;
  /** The build folder of the server's own copy of the standalone output. */
  distDir: string;
  /** The build folder's files and bytes after the warm-up: attacks must not add to them. */
  cacheBefore: { files: number; bytes: number };
  /** Resident memory after the warm-up, in MiB. */
  memoryBefore: number;
  get: (urlPath: string, headers?: Record<string, string>) => ReturnType<typeof rawRequest>;
  /** The id of the first Server Action a page's form names: public, for posts without JavaScript. */
  actionIdOn: (urlPath: string) => Promise<string>;
};

/**
 * Starts the server for this test file before its tests, and after them checks that it stayed
 * within its memory budget and logged no stack trace, then stops it. `afterStop` runs once it
 * has stopped, with its data folder (to read what it stored) still there.
 */
export function startHostileServer({
  afterStop,
}: { afterStop?: (dataDir: string) => Promise<void> } = {}): HostileServer {
  const hostile = {} as HostileServer;
  hostile.get = (urlPath, headers = {}) =>
    rawRequest(hostile.server.base, { path: urlPath, headers, localAddress: nextAddress(10) });
  hostile.actionIdOn = async (urlPath) =>
    /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec((await hostile.get(urlPath)).body)?.[1] ?? "";

  let standalone: ReturnType<typeof copyStandalone> | undefined;

  beforeAll(async () => {
    hostile.dataDir = await seededDataDir("hostile-");
    standalone = copyStandalone();
    hostile.distDir = path.join(standalone.dir, distDir);
    hostile.server = await startProductionServer({
      port: PORT,
      dir: standalone.dir,
      env: {
        DATA_DIR: hostile.dataDir,
        DATABASE_URL: "",
        TRUSTED_PROXY_HOPS: "0",
        SMTP_URL: "",
        LEADS_WEBHOOK_URL: "",
      },
    });
    // Warm up: the database, every kind of route, once each.
    for (let i = 0; i < 30; i++) {
      if ((await hostile.get("/api/health")).body.includes('"ok"')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const warm of [
      "/",
      "/blog",
      "/locations/chennai",
      "/locations/junk",
      "/og/index.png",
      "/og/junk.png",
      "/sitemaps/0.xml",
      "/sitemaps/9.xml",
      "/blog/junk",
      "/post/1",
      "/contact-us",
    ]) {
      await hostile.get(warm);
    }
    hostile.cacheBefore = folderSize(hostile.distDir);
    hostile.memoryBefore = hostile.server.memory().rssMiB;
  });

  afterAll(async () => {
    const { server, dataDir } = hostile;
    try {
      if (!server) return;
      // The server stays within its memory budget and never logs a stack trace.
      const { rssMiB } = server.memory();
      console.log(
        `server memory: ${hostile.memoryBefore} MiB after warm-up, ${rssMiB} MiB after the attack`,
      );
      expect(rssMiB - hostile.memoryBefore).toBeLessThan(100);
      expect(rssMiB).toBeLessThanOrEqual(MEMORY_BUDGET_MIB);
      // A stack frame line as Node prints it: "    at fn (file:line:column)".
      const frames = server
        .stderr()
        .split("\n")
        .filter((line) => /^ {4}at .+:\d+:\d+\)?$/.test(line));
      expect(frames).toEqual([]);
      await server.stop();
      await afterStop?.(dataDir);
    } finally {
      await server?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      standalone?.remove();
    }
  });

  return hostile;
}
