"use client";

import { useRef } from "react";
import { useEntrance } from "./use-entrance";

// A section taller than five screens never reaches 20%: half a screen of it counts too.
const seen = (entry: IntersectionObserverEntry) =>
  entry.intersectionRatio >= 0.2 || entry.intersectionRect.height >= window.innerHeight * 0.5;
const thresholds = [0, 0.05, 0.1, 0.2];

/**
 * Fades and slides its content in the first time 20% of it is visible (styles in globals.css).
 * Only content off screen when this starts waits hidden; with reduced motion it simply shows.
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
