// The message a staff page shows for the outcome its address names (`?done=`, set by the
// action that redirected there).

/**
 * The page's entry for `?done=`, looked up among the table's own keys only: `?done=constructor`
 * (or `toString`, `__proto__`) must not find Object's and fail the page.
 */
export function outcomeFor<T>(
  table: Readonly<Record<string, T>>,
  done: string | string[] | undefined,
): T | undefined {
  const key = String(done ?? "");
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
