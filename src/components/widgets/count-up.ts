// The counters' count-up, as pure arithmetic: updates every 150 ms and lands on the final
// value within 5 s, so the motion stops inside WCAG 2.2.2's five-second allowance.

export const COUNT_TICK_MS = 150;
export const COUNT_DURATION_MS = 4500;
export const COUNT_TICKS = Math.ceil(COUNT_DURATION_MS / COUNT_TICK_MS);

/** The value shown after `tick` updates: eases out from 0 and ends exactly on `to`. */
export function countValue(to: number, tick: number, ticks = COUNT_TICKS): number {
  if (tick <= 0) return 0;
  if (tick >= ticks) return to;
  const progress = tick / ticks;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(to, Math.round(to * eased));
}

/**
 * A whole number with Indian digit grouping (1,23,456), as `Intl.NumberFormat("en-IN")` writes
 * it. Written out because a page's first `Intl` formatter costs tens of milliseconds of main
 * thread while it loads locale data, and the counters render during hydration.
 */
export function groupIndian(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

export function formatCount(value: number, suffix = ""): string {
  return `${groupIndian(value)}${suffix}`;
}
