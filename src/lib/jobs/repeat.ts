// The shape of every job src/lib/boot.ts starts beside the requests, and the one timer they run on.

/** A job started by src/lib/boot.ts when the server starts; `stop` waits for a run in progress. */
export type BackgroundJob = { stop: () => Promise<void> };

/**
 * Runs `task` every `everyMs` (and once `firstAfterMs` after the start, when given), never two
 * runs at once. A failed run is logged as "`failure`: <error name>" (never its message, which
 * may quote data) and the next one tries again. The timers never keep a process alive.
 */
export function repeat(
  failure: string,
  everyMs: number,
  task: () => Promise<void>,
  firstAfterMs?: number,
): BackgroundJob {
  let run: Promise<void> | undefined;
  const tick = () => {
    if (run) return;
    run = task()
      .catch((error: unknown) => console.warn(`${failure}: ${(error as Error).name}`))
      .finally(() => {
        run = undefined;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const first = firstAfterMs === undefined ? undefined : setTimeout(tick, firstAfterMs);
  first?.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      clearTimeout(first);
      await run;
    },
  };
}
