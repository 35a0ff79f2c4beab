"use client";

import { useRef } from "react";
import { useEntrance } from "./use-entrance";

// A fifth of the section, or of the screen's height for a section taller than the screen (on a
// phone a section is often several screens long, and would otherwise stay blank while it fills
// the screen). The observer reports every 1% of the section, so the second rule is checked.
const seen = (entry: IntersectionObserverEntry) =>
  entry.intersectionRatio >= 0.2 || entry.intersectionRect.height >= window.innerHeight * 0.2;
const thresholds = Array.from({ length: 21 }, (_, i) => i / 100);

/**
 * Fades and slides its content in the first time a fifth of it (or a fifth of a screen of it) is
 * visible (styles in globals.css). Only content off screen when this starts waits hidden; with
 * reduced motion it simply shows.
 */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, "data-reveal", seen, thresholds);
  return (
    <div ref={ref} data-reveal="" className={className}>
      {children}
    </div>
  );
}
