"use client";

import { useEffect, useRef } from "react";

/**
 * Marks itself `data-shown` the first time 10% of it is visible; the CSS module of the
 * section that uses it decides what "shown" animates. Without scripts nothing is hidden.
 */
export function InView({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          node.setAttribute("data-shown", "");
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-in-view="" className={className}>
      {children}
    </div>
  );
}
