// Joins class names and lets a later Tailwind class override an earlier one of the same kind,
// so a caller's `max-w-4xl` replaces a component's default `max-w-7xl` instead of losing to it
// in the generated CSS.
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
