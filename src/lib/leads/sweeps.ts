// What expires in the tables a visitor's request writes: spent rate-limit windows and
// idempotency keys past their lifetime (run by lib/jobs/sweeper.ts).
import "server-only";
import { lt } from "drizzle-orm";
import { leadIdempotencyKeys, rateLimits } from "@/lib/db/schema";
import { countRows, type Sweep } from "@/lib/jobs/sweeper";
import { DEFAULT_RATE_LIMIT } from "@/lib/leads/config";
import { IDEMPOTENCY_KEY_TTL_SECONDS } from "@/lib/leads/intake/idempotency";

export function leadSweeps(windowSeconds = DEFAULT_RATE_LIMIT.windowSeconds) {
  return {
    // A window that has ended counts nothing any more.
    rateLimits: (db, now) => {
      const windowMs = windowSeconds * 1000;
      const currentWindow = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      return countRows(
        db.delete(rateLimits).where(lt(rateLimits.windowStart, currentWindow)).returning(),
      );
    },
    idempotencyKeys: (db, now) =>
      countRows(
        db
          .delete(leadIdempotencyKeys)
          .where(
            lt(
              leadIdempotencyKeys.createdAt,
              new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000),
            ),
          )
          .returning({ key: leadIdempotencyKeys.keyHash }),
      ),
  } satisfies Record<string, Sweep>;
}
