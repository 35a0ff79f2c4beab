// The production pieces the deployment tests run for real: the standalone server (copied alone
// to an empty folder), a private Redis, nginx with the repository's configuration, and an HTTP
// relay that counts the requests reaching WordPress. Needs `npm run build` first and the
// services of scripts/ci/setup-{redis,nginx}.sh.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { builtRetentionMonths } from "../../scripts/ops/built-retention";
import { distDir, START_ENV, START_NODE_FLAGS } from "../support/production-server";

const repo = path.resolve(__dirname, "../..");

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a check that knows waiting longer cannot help (a server that has exited). */
export class StopWaiting extends Error {}

/** Polls `check` until it returns true, or throws after `timeoutMs` (at once on StopWaiting). */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof StopWaiting) throw error;
      return false;
    });
    if (done) return;
    await sleep(250);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

export type Instance = {
  port: number;
  url: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/**
 * The retention period the build in a standalone folder states in its privacy texts: an
 * instance is given the same, or it refuses to start.
 */
export function statedRetentionMonths(dir: string): number {
  const months = builtRetentionMonths(path.join(dir, distDir));
  if (months === undefined) throw new Error(`no build in ${dir}`);
  return months;
}

/** Starts `node server.mjs` in `dir` as the image does (its flags) and waits until /api/health answers. */
export async function startInstance(
  dir: string,
  port: number,
  env: Record<string, string>,
  /** The database state to wait for: "unavailable" for an instance started without one. */
  database: "ok" | "unavailable" = "ok",
): Promise<Instance> {
  const child = spawn(process.execPath, [...START_NODE_FLAGS, "server.mjs"], {
    cwd: dir,
    env: {
      ...START_ENV,
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NEXT_DIST_DIR: distDir,
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: "1",
      LEAD_RETENTION_MONTHS: String(statedRetentionMonths(dir)),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  // "close" comes once the process has exited and its output has all been read.
  let closed = false;
  child.on("close", () => (closed = true));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `the server on port ${port}`,
      async () => {
        if (closed) throw new StopWaiting(`server exited: ${log}`);
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        const body = (await res.json()) as { database?: string };
        return res.ok && body.database === database;
      },
      120_000,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { port, url, process: child, output: () => log, exited };
}

/** SIGTERM, then SIGKILL if the server is still there after `graceMs`. */
export async function stopInstance(instance: Instance | undefined, graceMs = 20_000) {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode) return;
  instance.process.kill("SIGTERM");
  const timer = setTimeout(() => instance.process.kill("SIGKILL"), graceMs);
  await instance.exited;
  clearTimeout(timer);
}

/** A Redis of its own on `port` (no persistence), stopped by `stop()`. */
export async function startRedis(port: number) {
  const child = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(`Redis on ${port}`, async () => {
    const { createClient } = await import("@redis/client");
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    await client.connect();
    await client.ping();
    client.destroy();
    return true;
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** nginx with deploy/nginx/nginx.conf in front of `upstreamPorts`, listening on `port`. */
export async function startNginx(port: number, upstreamPorts: number[]) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  for (const file of ["nginx.conf", "outage.conf"]) {
    cpSync(path.join(repo, "deploy/nginx", file), path.join(prefix, file));
  }
  const cacheDir = path.join(prefix, "cache");
  mkdirSync(cacheDir);
  // nginx's workers run as an unprivileged user.
  chmodSync(prefix, 0o755);
  chmodSync(cacheDir, 0o777);
  writeFileSync(
    path.join(prefix, "local.conf"),
    [
      "upstream site {",
      ...upstreamPorts.map((p) => `  server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`),
      "  keepalive 32;",
      "  keepalive_timeout 4s;",
      "}",
      `proxy_cache_path ${cacheDir} levels=1:2 keys_zone=next_static:10m max_size=64m inactive=1d use_temp_path=off;`,
      "",
    ].join("\n"),
  );
  writeFileSync(path.join(prefix, "listen.conf"), `listen 127.0.0.1:${port};\n`);
  const child = spawn(
    "nginx",
    [
      "-p",
      prefix,
      "-c",
      path.join(prefix, "nginx.conf"),
      "-g",
      `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log warn;`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${port}: ${log}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    // nginx is up once it answers, the outage page included (no instance started yet).
    await fetch(`${url}/api/health`);
    return true;
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Forwards every request to `target` and records the paths and queries that went through. */
export async function startCountingRelay(port: number, target: string) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    const upstream = http.request(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        answer.on("error", () => res.destroy());
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // A client that dies mid-request (an instance killed by a test) is no error of the relay.
    upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.on("error", () => upstream.destroy());
    res.on("error", () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
