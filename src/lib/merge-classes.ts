// Server components: joins class names and lets a later Tailwind class override an earlier one
// of the same kind, so a caller's `rounded-lg` replaces a component's default `rounded-full`
// instead of losing to it in the generated CSS. (Against a component class of app/components.css
// a caller's utility wins by the CSS layer instead.) Client components and the pieces they
// render join with `joinClasses` (./join-classes.ts): tailwind-merge is 26 KB of script (8 KB
// gzip) on every page when it reaches the browser (docs/performance.md, "Mechanisms").
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function mergeClasses(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
