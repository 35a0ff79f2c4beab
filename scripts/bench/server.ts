// Builds the site into its own directory and serves it with `npm start` (server.mjs) on loopback, with the
// production SITE_URL so pages are indexable exactly as in production. Or uses --base.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { site } from "../../src/content/site";

export type BenchServer = { base: string; stop: () => void };

export function argValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

export function hasFlag(name: string): boolean {
  return process.argv.slice(2).includes(`--${name}`);
}

const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";

function benchEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    SITE_URL: site.productionUrl,
    NEXT_DIST_DIR: distDir,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? ".data/bench",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Fails when something already listens on the port: it would be measured instead of this build. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`Port ${port} is in use; stop that server or pass --port.`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** --base URL uses a running server; otherwise build (unless --skip-build) and start one. */
export async function startBenchServer(defaultPort: number): Promise<BenchServer> {
  const base = argValue("base");
  if (base) return { base: base.replace(/\/+$/, ""), stop: () => {} };

  const port = Number(argValue("port") ?? defaultPort);
  await assertPortFree(port);
  if (!hasFlag("skip-build")) {
    console.log(`Building the production site into ${distDir} ...`);
    const build = spawnSync("npm", ["run", "build"], { env: benchEnv(), stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const child: ChildProcess = spawn("npm", ["start"], {
    env: { ...benchEnv(), PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.on("exit", stop);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 60_000);
  return { base: url, stop };
}

/** A published blog post: the first post link on /blog. */
export async function findBlogPost(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/blog`);
  if (!res.ok) return undefined;
  const html = await res.text();
  const match = /href="(\/blog\/(?!page\/)[^"?#]+)"/.exec(html);
  return match?.[1];
}
