// Starts the built site (server.mjs, as `npm start` does) as a child process of its own, so a test or a measurement
// knows its process id (for its memory) and its data folder (for what it stored).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export type ProductionServer = {
  base: string;
  port: number;
  pid: number;
  /** Resident memory now and at its peak, in MiB, from /proc. */
  memory: () => { rssMiB: number; peakMiB: number };
  /** Everything the server wrote to its standard error. */
  stderr: () => string;
  stop: () => Promise<void>;
};

/**
 * The node flags of `npm start` (package.json): V8's baseline WebAssembly tier only (its
 * optimising tier costs about 500 MB re-compiling PGlite) and a heap that is collected before
 * it grows past what the site needs (docs/security.md, "Memory").
 */
export const START_NODE_FLAGS = [
  "--liftoff-only",
  "--max-old-space-size=128",
  "--max-semi-space-size=2",
];

/**
 * glibc's malloc otherwise keeps an arena per thread (PGlite, the outbox, Next's workers), each
 * holding freed memory: one arena measured about 60 MiB less resident memory under attack.
 */
export const START_ENV = { MALLOC_ARENA_MAX: "1" } as const;

const repo = path.resolve(__dirname, "../..");
/** The build folder's name, in the repository and in every copy of the standalone output. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";
const standaloneBuild = path.join(repo, distDir, "standalone");

/** Copies the standalone build alone into a new temporary folder (no sources, no git). */
export function copyStandalone(): { dir: string; remove: () => void } {
  if (!existsSync(path.join(standaloneBuild, "server.mjs"))) {
    throw new Error(`${standaloneBuild}/server.mjs is missing: run \`npm run build\` first`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-standalone-"));
  cpSync(standaloneBuild, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type ServerOptions = {
  port: number;
  /** The folder holding server.mjs and its build (default: the repository, with its build). */
  dir?: string;
  env?: Record<string, string | undefined>;
  /** true (default): npm start's node flags; false: plain `node server.mjs`, to compare. */
  startFlags?: boolean;
  /** More node flags, for measuring alternatives. */
  nodeArgs?: string[];
};

/** The request helpers use raw http so any method, path or header can be sent as is. */
export function rawRequest(
  base: string,
  options: http.RequestOptions & { body?: string | Buffer; timeoutMs?: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, agent: false, ...options },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(options.timeoutMs ?? 60_000, () =>
      request.destroy(new Error(`no answer within ${options.timeoutMs ?? 60_000} ms`)),
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

function readStatusKiB(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) : 0;
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const args = [
    ...(options.startFlags === false ? [] : START_NODE_FLAGS),
    ...(options.nodeArgs ?? []),
    path.join(options.dir ?? process.cwd(), "server.mjs"),
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.dir,
    env: {
      ...process.env,
      ...(options.startFlags === false ? {} : START_ENV),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(options.port),
      HOSTNAME: "127.0.0.1",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited: ${stderr}`);
    try {
      const response = await rawRequest(base, { path: "/robots.txt", timeoutMs: 5000 });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${base} did not start within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const pid = child.pid!;
  return {
    base,
    port: options.port,
    pid,
    memory: () => ({
      rssMiB: Math.round(readStatusKiB(pid, "VmRSS") / 1024),
      peakMiB: Math.round(readStatusKiB(pid, "VmHWM") / 1024),
    }),
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Runs `tasks` with at most `limit` at once. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}
