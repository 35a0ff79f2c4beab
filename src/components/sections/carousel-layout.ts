// Pure helpers behind the carousel: config checks, per-width slide widths as CSS (so the
// server HTML is already laid out), and the step sizes Embla should use at each width.
import type { ResponsiveConfig, ResponsiveEntry } from "@/content/carousel";

export type CarouselMode = { centerMode?: boolean; partialVisible?: boolean };

/** Throws on the developer errors the spec names: no responsive config, or centre + partial. */
export function assertCarouselConfig(responsive: ResponsiveConfig, mode: CarouselMode): void {
  const entries = Object.values(responsive ?? {});
  if (entries.length === 0) {
    throw new Error("Carousel needs a responsive configuration with at least one breakpoint.");
  }
  for (const entry of entries) {
    if (!Number.isInteger(entry.items) || entry.items < 1) {
      throw new Error("Every carousel breakpoint must show a whole number of items (1 or more).");
    }
  }
  if (mode.centerMode && mode.partialVisible) {
    throw new Error("Carousel cannot combine centerMode with partialVisible.");
  }
}

function byMinWidth(responsive: ResponsiveConfig): ResponsiveEntry[] {
  return Object.values(responsive).sort((a, b) => a.breakpoint.min - b.breakpoint.min);
}

/** A partially visible carousel shows a quarter of the next slide as a hint to scroll. */
function basis(items: number, partialVisible: boolean): string {
  const share = 100 / (partialVisible ? items + 0.25 : items);
  return `${Number(share.toFixed(4))}%`;
}

/**
 * CSS giving each slide its width per breakpoint. Widths are chosen by `min` only, from
 * narrow to wide, so every width is covered even where the configured ranges touch.
 */
export function slideWidthCss(
  scope: string,
  responsive: ResponsiveConfig,
  partialVisible = false,
): string {
  const selector = `[data-carousel="${scope.replace(/["\\]/g, "")}"] [data-slide]`;
  return byMinWidth(responsive)
    .map((entry) => {
      const rule = `${selector}{flex:0 0 ${basis(entry.items, partialVisible)};min-width:0}`;
      return entry.breakpoint.min > 0
        ? `@media (min-width:${entry.breakpoint.min}px){${rule}}`
        : rule;
    })
    .join("");
}

/** Embla `breakpoints` option for widths that move a different number of slides per step. */
export function slidesToScrollBreakpoints(
  responsive: ResponsiveConfig,
): Record<string, { slidesToScroll: number }> {
  const result: Record<string, { slidesToScroll: number }> = {};
  for (const entry of byMinWidth(responsive)) {
    if (entry.slidesToSlide === undefined) continue;
    result[`(min-width: ${entry.breakpoint.min}px)`] = { slidesToScroll: entry.slidesToSlide };
  }
  return result;
}

/** The step size at the narrowest width, Embla's base option before breakpoints apply. */
export function baseSlidesToScroll(responsive: ResponsiveConfig, fallback: number): number {
  return byMinWidth(responsive)[0]?.slidesToSlide ?? fallback;
}
