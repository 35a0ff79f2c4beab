// Prometheus metrics for /metrics: counters this process keeps as requests and leads go by, and
// gauges read when scraped from the readings the /metrics route supplies (the shared outbox and
// the last backup, from the database, so every instance reports the same).
import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Registry, collectDefaultMetrics } from "prom-client";

type Metrics = {
  registry: Registry;
  requests: Counter<"kind" | "class">;
  leadsReceived: Counter;
  deliveries: Counter<"channel" | "result">;
  /** What the scrape-time gauges read; set by the /metrics route. */
  readings?: Readings;
};

/** The figures the gauges read when scraped (none until the /metrics route sets them). */
export type Readings = {
  outbox: () => Promise<{ pending: number; failed: number; oldestUndeliveredAt: Date | null }>;
  lastGoodBackupAt: () => Promise<Date | null>;
};

/** Hits and misses counted by cache-handler.mjs, which runs outside the app's bundles. */
export type CacheStats = { hits: number; misses: number };
export const CACHE_STATS = Symbol.for("nirmal-earth.cacheStats");

// One registry per process, whichever bundle (instrumentation, a route) loads this module first.
const holder = globalThis as typeof globalThis & { __nirmalMetrics?: Metrics } & {
  [CACHE_STATS]?: CacheStats;
};

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "nirmal_" });
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: "nirmal_http_requests_total",
      help: "Requests answered, by kind of route (page, api, staff, asset, image, metrics) and status class.",
      labelNames: ["kind", "class"],
      registers: [registry],
    }),
    leadsReceived: new Counter({
      name: "nirmal_leads_received_total",
      help: "Leads stored by this instance.",
      registers: [registry],
    }),
    deliveries: new Counter({
      name: "nirmal_lead_deliveries_total",
      help: "Delivery attempts by this instance, by channel and result (sent, retrying, failed: given up).",
      labelNames: ["channel", "result"],
      registers: [registry],
    }),
  };
  new Gauge({
    name: "nirmal_outbox_deliveries",
    help: "Lead deliveries in the shared outbox, by status.",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const outbox = await metrics.readings?.outbox();
      if (!outbox) return;
      this.set({ status: "pending" }, outbox.pending);
      this.set({ status: "failed" }, outbox.failed);
    },
  });
  new Gauge({
    name: "nirmal_outbox_oldest_undelivered_seconds",
    help: "Age of the oldest lead still waiting for a delivery (0 when none waits).",
    registers: [registry],
    async collect() {
      const outbox = await metrics.readings?.outbox();
      if (!outbox) return;
      const { oldestUndeliveredAt } = outbox;
      this.set(oldestUndeliveredAt ? (Date.now() - oldestUndeliveredAt.getTime()) / 1000 : 0);
    },
  });
  new Gauge({
    name: "nirmal_backup_age_seconds",
    help: "Time since the last successful backup finished (absent before the first).",
    registers: [registry],
    async collect() {
      this.reset();
      const lastGoodBackupAt = await metrics.readings?.lastGoodBackupAt();
      if (lastGoodBackupAt) this.set((Date.now() - lastGoodBackupAt.getTime()) / 1000);
    },
  });
  let counted: CacheStats = { hits: 0, misses: 0 };
  new Counter({
    name: "nirmal_cache_requests_total",
    help: "Reads of Next's page and data cache by this instance, by result (hit or miss).",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      const now = holder[CACHE_STATS] ?? { hits: 0, misses: 0 };
      this.inc({ result: "hit" }, now.hits - counted.hits);
      this.inc({ result: "miss" }, now.misses - counted.misses);
      counted = { ...now };
    },
  });
  return metrics;
}

export function metrics(): Metrics {
  return (holder.__nirmalMetrics ??= create());
}

/** The kind of route a path belongs to: few values, so the label cannot grow without bound. */
export function routeKind(path: string): string {
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/api/")) return "api";
  if (path === "/staff" || path.startsWith("/staff/")) return "staff";
  if (path === "/_next/image") return "image";
  if (path.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(path)) return "asset";
  return "page";
}

export function countRequest(path: string, status: number): void {
  const kind = routeKind(path);
  metrics().requests.inc({
    kind,
    class: `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`,
  });
}

export function countLeadReceived(): void {
  metrics().leadsReceived.inc();
}

export function countDelivery(channel: string, result: "sent" | "retrying" | "failed"): void {
  metrics().deliveries.inc({ channel, result });
}

/** Compares digests, so neither the token's length nor its content leaks through timing. */
export function bearerMatches(header: string | null, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b);
}
