// Next's ISR and data cache. With REDIS_URL set, every instance reads and writes one Redis (a
// webhook received by any instance refreshes what all of them serve), with a small in-memory
// fallback that answers while Redis is unreachable, so a Redis outage never becomes an error
// page. Without REDIS_URL, Next's own on-disk cache, as for a single instance.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const state = globalThis;
const CONNECT_WAIT_MS = 2000;
const CACHE_STATS = Symbol.for("nirmal-earth.cacheStats");

function redisUrl() {
  const url = process.env.REDIS_URL?.trim();
  return url && process.env.NEXT_PHASE !== "phase-production-build" ? url : undefined;
}

function createRedisClient(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected (the handler then falls back to memory)
    // instead of queueing until Redis returns.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(200 * 2 ** Math.min(retries, 5), 5000),
    },
  });
  let reported = false;
  client.on("error", (error) => {
    if (reported) return;
    reported = true;
    console.warn(
      `[cache] Redis unavailable, serving from the local cache: ${error.code ?? error.message}`,
    );
  });
  client.on("ready", () => {
    if (reported) console.info("[cache] Redis connection restored");
    reported = false;
  });
  return client;
}

CacheHandler.onCreation(async () => {
  state.__siteCacheConfig ??= (async () => {
    const client = createRedisClient(redisUrl());
    state.__siteRedisClient = client;
    const connecting = client.connect().catch(() => undefined);
    // A Redis that is slow to answer delays the first request by at most this long.
    await Promise.race([connecting, new Promise((r) => setTimeout(r, CONNECT_WAIT_MS).unref())]);
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX?.trim() || "nirmal-earth"}:`;
    return {
      handlers: [
        createRedisHandler({ client, keyPrefix, timeoutMs: 1000 }),
        createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 50 * 1024 * 1024 }),
      ],
    };
  })();
  return state.__siteCacheConfig;
});

/** Closes the Redis connection, if any (called once the server has stopped taking requests). */
export async function closeCacheConnection() {
  const client = state.__siteRedisClient;
  state.__siteRedisClient = undefined;
  if (client?.isOpen) await client.close().catch(() => client.destroy());
  else client?.destroy?.();
}

export default class SiteCacheHandler {
  constructor(context) {
    this.delegate = redisUrl() ? new CacheHandler(context) : new FileSystemCache(context);
  }

  async get(...args) {
    const entry = await this.delegate.get(...args);
    // Counted for /metrics (src/lib/metrics/index.ts reads them under the same symbol).
    const stats = (state[CACHE_STATS] ??= { hits: 0, misses: 0 });
    if (entry) stats.hits++;
    else stats.misses++;
    return entry;
  }

  async set(key, data, ctx) {
    if (data?.kind === "APP_PAGE" && data.status === 404) {
      // A 404 is kept only where it replaces a stored page (a post since unpublished), so that
      // page stops being served; a 404 for a path that never was a page is not stored, or every
      // made-up URL would add an entry to the cache.
      const stored = await this.delegate
        .get(key, {
          kind: "APP_PAGE",
          isRoutePPREnabled: ctx?.isRoutePPREnabled,
          isFallback: false,
        })
        .catch(() => null);
      if (!stored?.value) return;
    }
    return this.delegate.set(key, data, ctx);
  }

  revalidateTag(...args) {
    return this.delegate.revalidateTag(...args);
  }

  resetRequestCache() {
    return this.delegate.resetRequestCache?.();
  }
}
