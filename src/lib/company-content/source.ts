// Reading one piece of company content from WordPress with the last-known-good copy behind it:
// the generic half of the getters in index.ts (a new type or record needs only a read and a
// way back from its copy).
import "server-only";
import { WordPressError } from "@/lib/wordpress";
import { duringBuild, keepCopy, readCopy } from "./copies";

export type Read<T> = {
  /** What the page shows. */
  items: T;
  /** What to keep, as JSON, so `fromCopy` can give `items` back after a restart. */
  copy: unknown;
};

/**
 * How long a render waits for WordPress before it serves the kept copy (the read goes on, and
 * its result is kept when it comes): a hanging WordPress must not hold a page rendered per
 * request (the FAQ search, the estimator's result) for the transport's whole timeout.
 */
export const RENDER_WAIT_MS = 2_000;

/**
 * `read()` when WordPress answers within `waitMs` (its result is kept under `key`); the copy kept
 * earlier when it cannot be read or is slower; null without WordPress (`read` gives null) or when
 * there is no copy. The copy is validated again by `fromCopy`: the database is a boundary too.
 * `next build` waits for the read itself, so a slow WordPress never bakes a default into a page.
 */
export async function withLastCopy<T>(
  key: string,
  read: () => Promise<Read<T> | null>,
  fromCopy: (copy: unknown) => T | null,
  waitMs = RENDER_WAIT_MS,
): Promise<T | null> {
  const reading = read().then((result) => {
    // Not awaited: the page need not wait for the database; failures are logged there.
    if (result) void keepCopy(key, result.copy);
    return result;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => {
    if (duringBuild()) return;
    timer = setTimeout(() => resolve("slow"), waitMs);
  });
  try {
    const result = await Promise.race([reading, slow]);
    if (result !== "slow") return result ? result.items : null;
    // Still read in the background; its failure is the next render's to log.
    reading.catch(() => {});
    return await fromKeptCopy(key, fromCopy, `slower than ${waitMs} ms`);
  } catch (error) {
    const reason = error instanceof WordPressError ? error.kind : "error";
    return await fromKeptCopy(key, fromCopy, reason);
  } finally {
    clearTimeout(timer);
  }
}

/** The items of the copy kept under `key`, or null, with one log line saying which. */
async function fromKeptCopy<T>(
  key: string,
  fromCopy: (copy: unknown) => T | null,
  reason: string,
): Promise<T | null> {
  const copy = await readCopy(key);
  const items = copy === null ? null : fromCopy(copy);
  console.warn(
    `[company-content] ${key}: WordPress not read (${reason}), ${items ? "serving the last copy" : "no copy, serving the default"}`,
  );
  return items;
}
