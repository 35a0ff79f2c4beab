// Whether WordPress answers, asked at most once a minute per instance however often it is read.
import type { WordPressErrorKind } from "@/lib/wordpress";

export type Reachability = {
  reachable: boolean;
  reason?: WordPressErrorKind;
  checkedAt: Date;
};

export type ReachabilityCheck = () => Promise<{ available: boolean; reason?: WordPressErrorKind }>;

const FRESH_MS = 60_000;
const holder = globalThis as typeof globalThis & {
  __nirmalWpReach?: { at: number; result: Promise<Reachability> };
};

/** The last answer if younger than a minute, else a new check (the client times out in 5 s). */
export function wordpressReachability(
  check: ReachabilityCheck,
  now: Date = new Date(),
): Promise<Reachability> {
  const cached = holder.__nirmalWpReach;
  if (cached && now.getTime() - cached.at < FRESH_MS && now.getTime() >= cached.at) {
    return cached.result;
  }
  const result = check().then(
    ({ available, reason }): Reachability => ({ reachable: available, reason, checkedAt: now }),
    (): Reachability => ({ reachable: false, reason: "network", checkedAt: now }),
  );
  holder.__nirmalWpReach = { at: now.getTime(), result };
  return result;
}
