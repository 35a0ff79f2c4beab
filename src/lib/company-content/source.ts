// Reading one piece of company content from WordPress with the last-known-good copy behind it:
// the generic half of the getters in index.ts (a new type or record needs only a read and a
// way back from its copy).
import "server-only";
import { WordPressError } from "@/lib/wordpress";
import { keepCopy, readCopy } from "./copies";

export type Read<T> = {
  /** What the page shows. */
  items: T;
  /** What to keep, as JSON, so `fromCopy` can give `items` back after a restart. */
  copy: unknown;
};

/**
 * `read()` when WordPress answers (its result is kept under `key`); the copy kept earlier when it
 * cannot be read; null without WordPress (`read` gives null) or when there is no copy. The copy
 * is validated again by `fromCopy`: the database is a boundary too.
 */
export async function withLastCopy<T>(
  key: string,
  read: () => Promise<Read<T> | null>,
  fromCopy: (copy: unknown) => T | null,
): Promise<T | null> {
  try {
    const result = await read();
    if (!result) return null;
    // Not awaited: the page need not wait for the database; failures are logged there.
    void keepCopy(key, result.copy);
    return result.items;
  } catch (error) {
    const reason = error instanceof WordPressError ? error.kind : "error";
    const copy = await readCopy(key);
    const items = copy === null ? null : fromCopy(copy);
    console.warn(
      `[company-content] ${key}: WordPress not read (${reason}), ${items ? "serving the last copy" : "no copy, serving the default"}`,
    );
    return items;
  }
}
