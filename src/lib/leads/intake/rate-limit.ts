// Fixed-window rate limit per client, counted in the database so every app instance sees the same count.
import "server-only";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { addressBucket } from "@/lib/http/client-address";
import { rateLimits } from "@/lib/db/schema";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A keyed hash of the client address (an IPv6 one by its /64): enough to count, useless for
 * finding the person.
 */
export function clientKey(address: string | null, secret: string): string {
  return createHmac("sha256", secret)
    .update(addressBucket(address) ?? "unknown")
    .digest("base64url");
}

/**
 * Counts one hit and says whether it is within the limit. The upsert is a single statement, so
 * concurrent hits from several instances are counted exactly.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: { max: number; windowSeconds: number },
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  // Spent windows are deleted on a schedule (leads/sweeps.ts), not by chance on a request.
  const count = rows[0]?.count ?? 1;
  if (count <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: false, retryAfterSeconds };
}
