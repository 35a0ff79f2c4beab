// Production entry of the standalone build (copied beside Next's own server.js by
// scripts/standalone/assemble.ts; run with `node server.mjs`). It serves Next's request handler
// from an HTTP server whose timeouts and stop this file controls:
// - a stalled client cannot hold the server: headers must arrive within HEADERS_TIMEOUT_MS and
//   the whole request within REQUEST_TIMEOUT_MS;
// - on SIGTERM or SIGINT it stops accepting connections, closes idle keep-alive connections,
//   answers in-flight requests with `Connection: close`, waits for them (lead writes included),
//   then stops the outbox worker and closes the database and Redis; whatever is still open
//   after STOP_TIMEOUT_MS is cut so a stop is always bounded.
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.chdir(dir);

function intFromEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number of milliseconds, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const port = intFromEnv("PORT", 3000);
const hostname = process.env.HOSTNAME?.trim() || "0.0.0.0";
const requestTimeout = intFromEnv("REQUEST_TIMEOUT_MS", 30_000);
const headersTimeout = Math.min(intFromEnv("HEADERS_TIMEOUT_MS", 10_000), requestTimeout);
const keepAliveTimeout = intFromEnv("KEEP_ALIVE_TIMEOUT_MS", 5_000);
const stopTimeout = intFromEnv("STOP_TIMEOUT_MS", 10_000);

// The configuration the build resolved (what Next's generated server.js embeds).
const distDir = readdirDist();
const { config } = JSON.parse(
  readFileSync(path.join(dir, distDir, "required-server-files.json"), "utf8"),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

function readdirDist() {
  const candidates = [process.env.NEXT_DIST_DIR?.trim(), ".next"].filter(Boolean);
  for (const candidate of candidates) {
    try {
      readFileSync(path.join(dir, candidate, "BUILD_ID"));
      return candidate;
    } catch {
      // try the next one
    }
  }
  console.error(`No build found beside ${path.join(dir, "server.mjs")}`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const next = require("next");
const app = next({ dev: false, dir, hostname, port, conf: config, customServer: true });
await app.prepare();
const handle = app.getRequestHandler();

let stopping = false;
const inFlight = new Set();

const server = http.createServer(
  {
    requestTimeout,
    headersTimeout,
    keepAliveTimeout,
    // How often Node checks the two timeouts above (its default, 30 s, would let a stalled
    // client live up to 30 s longer than configured).
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    inFlight.add(res);
    res.on("close", () => {
      inFlight.delete(res);
      // A keep-alive socket left idle by this answer is closed at once during a stop.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    if (stopping) res.setHeader("Connection", "close");
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  },
);
server.keepAliveTimeout = keepAliveTimeout;

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname}:${port} (Node ${process.version}, pid ${process.pid})`);
});

async function closeApplication() {
  // Registered by src/instrumentation.ts inside Next's server bundle.
  const shutdown = globalThis[Symbol.for("nirmal-earth.shutdown")];
  if (typeof shutdown === "function") await shutdown();
  const redis = globalThis.__siteRedisClient;
  if (redis?.isOpen) await redis.close().catch(() => redis.destroy());
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  console.log(`${signal}: stopping (at most ${stopTimeout} ms)`);
  const deadline = setTimeout(() => {
    console.warn(`Stop deadline reached with ${inFlight.size} request(s) open; closing them`);
    server.closeAllConnections();
  }, stopTimeout);
  deadline.unref();
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  const closed = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  clearTimeout(deadline);
  const remaining = Math.max(1_000, stopTimeout - (Date.now() - started));
  const cleanup = Promise.race([
    closeApplication().then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), remaining).unref()),
  ]).catch((error) => {
    console.error(error);
    return false;
  });
  const clean = await cleanup;
  console.log(`Stopped in ${Date.now() - started} ms${clean ? "" : " (cleanup cut short)"}`);
  process.exit(clean ? 0 : 1);
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
