// Whether WordPress answers, asked at most once a minute per instance however often it is read
// (the monitor), and for /api/health at most every 5 s and never waited on for more than a
// second, so a hanging WordPress cannot hold a health check.
import type { WordPressErrorKind } from "@/lib/wordpress";

export type Reachability = {
  reachable: boolean;
  reason?: WordPressErrorKind;
  checkedAt: Date;
};

export type ReachabilityCheck = () => Promise<{ available: boolean; reason?: WordPressErrorKind }>;

const FRESH_MS = 60_000;
const HEALTH_FRESH_MS = 5_000;
const HEALTH_WAIT_MS = 1_000;
const holder = globalThis as typeof globalThis & {
  __nirmalWpReach?: { at: number; result: Promise<Reachability>; settled?: Reachability };
};

/** The last answer if younger than `freshMs`, else a new check (the client times out in 5 s). */
export function wordpressReachability(
  check: ReachabilityCheck,
  now: Date = new Date(),
  freshMs = FRESH_MS,
): Promise<Reachability> {
  const cached = holder.__nirmalWpReach;
  if (cached && now.getTime() - cached.at < freshMs && now.getTime() >= cached.at) {
    return cached.result;
  }
  const result = check().then(
    ({ available, reason }): Reachability => ({ reachable: available, reason, checkedAt: now }),
    (): Reachability => ({ reachable: false, reason: "network", checkedAt: now }),
  );
  const entry: NonNullable<typeof holder.__nirmalWpReach> = {
    at: now.getTime(),
    result,
    // A check still running is not the last answer: the one before it is.
    settled: cached?.settled,
  };
  void result.then((settled) => (entry.settled = settled));
  holder.__nirmalWpReach = entry;
  return result;
}

/**
 * For /api/health: the check (at most 5 s old) when it answers within a second; else the last
 * answer before it, or "timeout" when there is none. The check goes on in the background.
 */
export async function wordpressReachabilityForHealth(
  check: ReachabilityCheck,
  now: Date = new Date(),
): Promise<Reachability> {
  const result = wordpressReachability(check, now, HEALTH_FRESH_MS);
  const previous = holder.__nirmalWpReach?.settled;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Reachability>((resolve) => {
    timer = setTimeout(
      () => resolve(previous ?? { reachable: false, reason: "timeout", checkedAt: now }),
      HEALTH_WAIT_MS,
    );
  });
  try {
    return await Promise.race([result, late]);
  } finally {
    clearTimeout(timer);
  }
}
