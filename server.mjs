// The site's one production entry: `npm start` runs it in the repository, the image runs the same
// file copied into the standalone build (scripts/build/assemble-standalone.ts). It owns the HTTP server
// and serves Next's request handler from it:
// - every request first goes through the site's request checks (src/lib/http/request-gate.ts,
//   handed over by src/lib/boot.ts), then to Next;
// - a stalled client cannot hold the server: headers must arrive within HEADERS_TIMEOUT_MS and
//   the whole request within REQUEST_TIMEOUT_MS;
// - on SIGTERM or SIGINT it answers what it has accepted and stops: see `stop` below.
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The release the site is built, measured and supported on (.nvmrc); `npm start` finds it in
// node_modules/.bin (the `node` package), whatever Node the machine has.
const NODE_MAJOR = 24;
if (Number(process.versions.node.split(".")[0]) < NODE_MAJOR) {
  console.error(
    `This server needs Node ${NODE_MAJOR} or later, and this is Node ${process.version}. ` +
      "Run it with `npm start` (which uses the Node installed with the site's packages), " +
      `or install Node ${NODE_MAJOR}.`,
  );
  process.exit(1);
}

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = "production";
process.chdir(dir);

function intFromEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`);
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
// The CLI channel (src/lib/ops/channel.ts) names the port before the server listens.
process.env.PORT = String(port);

// The configuration the build resolved, as Next's own standalone server.js passes it: the server
// then never reads next.config.ts, nor needs the build tools it imports.
const distDir = findBuild();
const { config } = JSON.parse(
  readFileSync(path.join(dir, distDir, "required-server-files.json"), "utf8"),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
// The site's own reads of build files (src/lib/build-files.ts) look here.
process.env.NEXT_DIST_DIR = distDir;

function findBuild() {
  const candidates = [process.env.NEXT_DIST_DIR?.trim(), ".next"].filter(Boolean);
  for (const candidate of candidates) {
    try {
      readFileSync(path.join(dir, candidate, "BUILD_ID"));
      return candidate;
    } catch {
      // try the next one
    }
  }
  console.error(`No build found in ${dir}: run \`npm run build\` first`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const next = require("next");
const app = next({ dev: false, dir, hostname, port, conf: config, customServer: true });
// Next runs src/instrumentation.ts (the configuration check, then src/lib/boot.ts) while it
// prepares, without waiting for it: the boot hands its hooks to this function when it is done,
// and the server listens only then, so no request ever comes before the checks and the jobs.
const BOOT_WAIT_MS = 120_000;
const booted = new Promise((resolve) => {
  globalThis[Symbol.for("nirmal-earth.server")] = resolve;
});
await app.prepare();
const handle = app.getRequestHandler();
const hooks = await Promise.race([
  booted,
  new Promise((resolve) => setTimeout(resolve, BOOT_WAIT_MS).unref()),
]);
if (!hooks) {
  console.error(`The site did not boot within ${BOOT_WAIT_MS / 1000} s (src/lib/boot.ts)`);
  process.exit(1);
}

/** Set on SIGTERM: from then on every answer closes its connection and the server winds down. */
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
    // Accepted during a stop: answered in full, then the connection closes.
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    // Next adds up to Node's default of ten "close" listeners on some answers; this is one more.
    res.setMaxListeners(res.getMaxListeners() + 1);
    res.on("close", () => {
      inFlight.delete(res);
      // A keep-alive socket left idle by this answer is closed at once during a stop.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    // A balancer's readiness probe sees the stop at once and sends no more clients here.
    if (stopping && req.url?.split("?")[0] === "/api/health") return answerStopping(res);
    if (hooks.checkRequest(req, res)) return;
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  },
);
server.keepAliveTimeout = keepAliveTimeout;

/** /api/health during a stop: 503, so the instance is taken out of rotation while it drains. */
function answerStopping(res) {
  res.writeHead(503, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    Connection: "close",
  });
  res.end(JSON.stringify({ status: "stopping", time: new Date().toISOString() }));
}
server.on("upgrade", (_req, socket) => hooks.refuseUpgrade(socket));

let lastConnectionAt = 0;
server.on("connection", () => {
  lastConnectionAt = Date.now();
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname}:${port} (Node ${process.version}, pid ${process.pid})`);
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closing the listening socket resets every connection still waiting in the kernel's accept
 * queue (a burst of resets for a balancer on every deploy). So the server keeps accepting, and
 * answers what it accepts (with `Connection: close`), until no connection has arrived for
 * DRAIN_QUIET_MS since the signal (the queue is empty, and clients that were connecting as the
 * signal came are in) or a quarter of the stop's time has passed, and only then stops listening;
 * a client that connects after that is refused, which it can retry elsewhere. Counting the quiet
 * from the last connection alone would stop listening at once when the last one came long
 * before the signal: clients connecting just then, on a busy machine, were reset.
 */
const DRAIN_QUIET_MS = 500;
async function drainAcceptQueue(signalledAt, until) {
  const quietFor = () => Date.now() - Math.max(lastConnectionAt, signalledAt);
  while (Date.now() < until) {
    const quiet = quietFor();
    if (quiet >= DRAIN_QUIET_MS) {
      // One more turn of the event loop, so connections the kernel holds are accepted first.
      await new Promise((resolve) => setImmediate(resolve));
      if (quietFor() >= DRAIN_QUIET_MS) return;
    }
    await sleep(Math.max(10, DRAIN_QUIET_MS - quiet));
  }
}

/**
 * Stops the server: drains the accept queue, closes idle keep-alive connections, lets every
 * request it accepted (lead writes included) finish with `Connection: close`, then stops the
 * background jobs and closes the database and Redis (src/lib/boot.ts). Whatever is still open after STOP_TIMEOUT_MS is cut, so
 * a stop is always bounded.
 */
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
  server.closeIdleConnections();
  await drainAcceptQueue(started, started + stopTimeout / 4);
  const closed = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  clearTimeout(deadline);
  const remaining = Math.max(1_000, stopTimeout - (Date.now() - started));
  const clean = await Promise.race([
    hooks.stop().then(() => true),
    sleep(remaining).then(() => false),
  ]).catch((error) => {
    console.error(error);
    return false;
  });
  console.log(`Stopped in ${Date.now() - started} ms${clean ? "" : " (cleanup cut short)"}`);
  process.exit(clean ? 0 : 1);
}

process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
