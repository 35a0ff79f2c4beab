"use client";

import { useRef } from "react";
import { useEntrance } from "@/components/motion/use-entrance";

const seen = (entry: IntersectionObserverEntry) => entry.intersectionRatio >= 0.1;
const thresholds = [0, 0.1];

/**
 * Marks itself `data-in-view="shown"` the first time 10% of it is visible ("waiting" before, if
 * it started off screen); the CSS module of the section that uses it decides what that animates.
 */
export function InView({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, "data-in-view", seen, thresholds);
  return (
    <div ref={ref} data-in-view="" className={className}>
      {children}
    </div>
  );
}
