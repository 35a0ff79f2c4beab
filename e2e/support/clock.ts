import type { Page } from "@playwright/test";

// Rotations, autoplay and counters run on the page's timers (setTimeout, setInterval,
// requestAnimationFrame, performance.now), which `page.clock` fakes once installed before the
// page loads. A test then moves time on by exactly as much as it needs, so how busy the machine
// is changes how long a test takes, never what it sees.

/**
 * Stops the page's clock where it is: from here only `page.clock.runFor()` moves it, and every
 * timer that falls due within that span fires, animation frames included.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  // Ahead of the page's time, which keeps running until the clock is told to stop: by more than
  // a loaded machine takes between the two calls. Timers due on the way fire once, as they would.
  await page.clock.pauseAt(now + 5_000);
}

/**
 * A reader for `expect.poll` that first moves the page's clock on by `ms`: a change a timer
 * makes is awaited in page time, however long the machine takes to get there.
 */
export function afterRunning<T>(page: Page, ms: number, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    await page.clock.runFor(ms);
    return read();
  };
}

/**
 * Options for a poll with `afterRunning`: each reading runs a stretch of the page's timers and
 * frames, which a loaded machine takes longer than the same stretch of wall time to get through,
 * so the poll is given longer than expect's default to reach the state it waits for.
 */
export const clockPoll = { timeout: 20_000 } as const;
