// Load test of cached pages on loopback (autocannon): requests/s and p99 latency for each page,
// once asking for gzip as a browser does and once plain, with the cache status the server gave.
//   npm run bench:load [-- --base http://127.0.0.1:3000] [--port 3191] [--duration 10]
//                      [--connections 20] [--skip-build]
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { argValue, findBlogPost, startBenchServer } from "./server";

type Run = { requestsPerSec: number; p99Ms: number; errors: number };
type PageResult = { cache: string; gzip: Run & { encoding: string }; plain: Run };

/** What answered the second request: the ISR cache, a prerendered file, or a fresh render. */
function cacheStatus(headers: Headers): string {
  const isr = headers.get("x-nextjs-cache");
  if (isr) return isr;
  if (headers.get("x-nextjs-prerender")) return "PRERENDERED";
  return "RENDERED";
}

async function run(url: string, connections: number, duration: number, gzip: boolean) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: gzip ? { "accept-encoding": "gzip", accept: "text/html" } : { accept: "text/html" },
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

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
  const pages = ["/", "/epr-compliance-service", "/blog", ...(post ? [post] : []), "/faq"];
  const results: Record<string, PageResult> = {};
  try {
    for (const path of pages) {
      const url = `${server.base}${path}`;
      await (await fetch(url)).arrayBuffer();
      const probe = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
      await probe.arrayBuffer();
      const cache = cacheStatus(probe.headers);
      const encoding = probe.headers.get("content-encoding") ?? "none";
      const gzip = { ...(await run(url, connections, duration, true)), encoding };
      const plain = await run(url, connections, duration, false);
      results[path] = { cache, gzip, plain };
      console.log(
        `${path.padEnd(48)} cache ${cache.padEnd(11)} ` +
          `plain ${String(plain.requestsPerSec).padStart(5)} req/s p99 ${String(plain.p99Ms).padStart(4)} ms   ` +
          `gzip ${String(gzip.requestsPerSec).padStart(5)} req/s p99 ${String(gzip.p99Ms).padStart(4)} ms` +
          (plain.errors + gzip.errors ? `   errors ${plain.errors + gzip.errors}` : ""),
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
  const failed = Object.values(results).some((r) => r.gzip.errors + r.plain.errors > 0);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
