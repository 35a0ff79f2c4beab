// Deletes spent rate-limit windows and expired idempotency keys on a schedule, inside the server.
import "server-only";
import { lt } from "drizzle-orm";
import { openedDatabase, type Database } from "@/lib/db";
import { leadIdempotencyKeys, rateLimits } from "@/lib/db/schema";
import { DEFAULT_RATE_LIMIT } from "./config";
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "./idempotency";

const holder = globalThis as typeof globalThis & {
  __leadsSweeper?: ReturnType<typeof setInterval>;
};

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
 * Once per process, sweeps every rate-limit window. It only uses a database this process has
 * already opened: an instance that never took a lead has nothing of its own to sweep, and
 * opening the embedded database just to sweep would cost its memory for nothing.
 */
export function startRateLimitSweeper(intervalMs = DEFAULT_RATE_LIMIT.windowSeconds * 1000): void {
  if (holder.__leadsSweeper || process.env.NEXT_PHASE === "phase-production-build") return;
  let running = false;
  holder.__leadsSweeper = setInterval(() => {
    const opened = openedDatabase();
    if (running || !opened) return;
    running = true;
    opened
      .then(({ db }) => sweepExpired(db))
      .catch((error: unknown) => console.warn(`[leads] sweep failed: ${(error as Error).name}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  holder.__leadsSweeper.unref();
}
