// Deletes spent rate-limit windows and expired idempotency keys on a schedule, inside the server.
import "server-only";
import type { BackgroundJob } from "@/lib/background-job";
import { lt } from "drizzle-orm";
import { openedDatabase, type Database } from "@/lib/db";
import { leadIdempotencyKeys, rateLimits } from "@/lib/db/schema";
import { DEFAULT_RATE_LIMIT } from "./config";
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "./idempotency";

/**
 * Removes rows no request can use any more: rate-limit counters whose window has ended and
 * idempotency keys past their lifetime. Returns how many of each went.
 */
export async function sweepExpired(
  db: Database,
  now: Date = new Date(),
  windowSeconds: number = DEFAULT_RATE_LIMIT.windowSeconds,
): Promise<{ rateLimits: number; idempotencyKeys: number }> {
  const windowMs = windowSeconds * 1000;
  const currentWindow = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000);
  const spent = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, currentWindow))
    .returning({ key: rateLimits.key });
  const expired = await db
    .delete(leadIdempotencyKeys)
    .where(lt(leadIdempotencyKeys.createdAt, keysBefore))
    .returning({ key: leadIdempotencyKeys.keyHash });
  return { rateLimits: spent.length, idempotencyKeys: expired.length };
}

/**
 * Sweeps every rate-limit window (started once, by src/lib/boot.ts). It only uses a database
 * this process has already opened: an instance that never took a lead has nothing of its own to
 * sweep, and opening the embedded database just to sweep would cost its memory for nothing.
 */
export function startRateLimitSweeper(
  intervalMs = DEFAULT_RATE_LIMIT.windowSeconds * 1000,
): BackgroundJob {
  let run: Promise<void> | undefined;
  const timer = setInterval(() => {
    const opened = openedDatabase();
    if (run || !opened) return;
    run = opened
      .then(async ({ db }) => {
        await sweepExpired(db);
      })
      .catch((error: unknown) => console.warn(`[leads] sweep failed: ${(error as Error).name}`))
      .finally(() => {
        run = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await run;
    },
  };
}
