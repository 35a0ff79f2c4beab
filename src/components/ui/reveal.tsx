"use client";

import { useEffect, useRef } from "react";

/**
 * Fades and slides its content in the first time 20% of it is visible (styles in
 * globals.css). Only content that is off screen when this starts is hidden to wait for it, so
 * nothing on screen ever blinks out; without scripts, or with reduced motion, it simply shows.
 */
export function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        // A section taller than five screens never reaches 20%: half a screen of it counts too.
        const seen = entries.some(
          (entry) =>
            entry.intersectionRatio >= 0.2 ||
            entry.intersectionRect.height >= window.innerHeight * 0.5 ||
            (first && entry.isIntersecting),
        );
        if (seen) {
          node.setAttribute("data-reveal", "shown");
          observer.disconnect();
        } else if (first) {
          node.setAttribute("data-reveal", "waiting");
        }
        first = false;
      },
      { threshold: [0, 0.05, 0.1, 0.2] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal="" className={className}>
      {children}
    </div>
  );
}
