// A figure far above what a producer typically places on the market: most often kilograms typed
// as tonnes (1,20,000 for 120 t). A warning beside the field, never a refusal: a few national
// brands do reach it. The threshold is a judgement, not a figure of the rules: it has no rule,
// source or review date to carry.

/** Above this many tonnes a year the estimator asks whether kilograms were meant. */
export const LARGE_TONNES = 10_000;

const indian = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

/** The warning for a typed quantity, or undefined when it is ordinary (or not a number). */
export function largeFigureWarning(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const tonnes = Number(typed.replace(/[,\s]/g, ""));
  if (!Number.isFinite(tonnes) || tonnes <= LARGE_TONNES) return undefined;
  return `${indian.format(tonnes)} t is far more than most producers place on the market in a year. If you entered kilograms, divide by 1,000 (${indian.format(tonnes / 1000)} t).`;
}
