// Joins class names and lets a later Tailwind class override an earlier one of the same kind,
// so a caller's `rounded-lg` replaces a component's default `rounded-full` instead of losing
// to it in the generated CSS. (Against a component class of app/components.css a caller's
// utility wins by the CSS layer instead.) Server components only: client code joins with
// `cx` (./cx.ts), which keeps tailwind-merge out of the browser.
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
