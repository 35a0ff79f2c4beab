// Load test of cached pages on loopback (autocannon): requests/s and p99 latency, asking for
// compressed responses as a browser does.
//   npm run bench:load [-- --base http://127.0.0.1:3000] [--duration 10] [--connections 20] [--skip-build]
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { argValue, findBlogPost, startBenchServer } from "./bench/server";

async function main() {
  const duration = Math.min(60, Math.max(1, Number(argValue("duration") ?? 10)));
  const connections = Math.min(200, Math.max(1, Number(argValue("connections") ?? 20)));
  const server = await startBenchServer(3191);
  const host = new URL(server.base).hostname;
  if (!["127.0.0.1", "localhost", "::1"].includes(host)) {
    server.stop();
    throw new Error("The load test runs against loopback only.");
  }
  const post = argValue("post") ?? (await findBlogPost(server.base));
  const pages = ["/", "/blog", ...(post ? [post] : [])];
  const results: Record<
    string,
    { requestsPerSec: number; p99Ms: number; errors: number; encoding?: string }
  > = {};
  try {
    for (const path of pages) {
      const probe = await fetch(`${server.base}${path}`, {
        headers: { "Accept-Encoding": "gzip, br" },
      });
      const encoding = probe.headers.get("content-encoding") ?? "none";
      const result = await autocannon({
        url: `${server.base}${path}`,
        connections,
        duration,
        headers: { "accept-encoding": "gzip, br", accept: "text/html" },
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      results[path] = {
        requestsPerSec: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        errors,
        encoding,
      };
      console.log(
        `${path.padEnd(48)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
          `p99 ${result.latency.p99} ms   errors ${errors}   encoding ${encoding}`,
      );
    }
  } finally {
    server.stop();
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/load.json",
    JSON.stringify({ date: new Date().toISOString(), duration, connections, results }, null, 2),
  );
  const failed = Object.values(results).some((r) => r.errors > 0);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
