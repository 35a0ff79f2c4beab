import type { CacheHandler } from "@fortedigital/nextjs-cache-handler";

/** Delegates to the Redis-backed handler (REDIS_URL set) or to Next's on-disk cache. */
declare const SiteCacheHandler: typeof CacheHandler;
export default SiteCacheHandler;
export declare function closeCacheConnection(): Promise<void>;
