"use client";

import { useEffect, useRef, useState } from "react";
import type { Counter } from "@/content/counters";
import { COUNT_TICK_MS, COUNT_TICKS, countValue, formatCount } from "./count-up";
import { usePrefersReducedMotion } from "@/components/motion/use-prefers-reduced-motion";
import { joinClasses } from "@/lib/join-classes";

type Props = {
  items: readonly Counter[];
  tone?: "light" | "dark";
};

/**
 * Impact figures. The server HTML carries every final value; once half the block is in
 * view the numbers count up from 0 as decoration, while screen readers only ever get the
 * final value. Reduced motion (or no scripts) shows the final values straight away.
 */
export function Counters({ items, tone = "light" }: Props) {
  const ref = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // null: show final values (server render, reduced motion, or finished).
  const [tick, setTick] = useState<number | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || reducedMotion) return;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Progress follows the clock, so a busy page whose timers fire late still lands on
        // the final values on time.
        const start = performance.now();
        setTick(0);
        timer = window.setInterval(() => {
          const current = Math.floor((performance.now() - start) / COUNT_TICK_MS);
          if (current >= COUNT_TICKS) {
            window.clearInterval(timer);
            setTick(null);
          } else {
            setTick(current);
          }
        }, COUNT_TICK_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      setTick(null);
    };
  }, [reducedMotion]);

  const dark = tone === "dark";
  return (
    <ul ref={ref} className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
      {items.map((item) => {
        const final = formatCount(item.to, item.suffix);
        const shown = tick === null ? final : formatCount(countValue(item.to, tick), item.suffix);
        return (
          <li key={item.id} data-counter={item.id}>
            <p
              className={joinClasses(
                "text-4xl font-extrabold tabular-nums sm:text-5xl",
                dark ? "text-white" : "text-brand-800",
              )}
            >
              {/* Reserving the final width keeps the layout still while digits grow. */}
              <span
                aria-hidden="true"
                className="inline-block"
                style={{ minWidth: `${final.length}ch` }}
              >
                {shown}
              </span>
              <span className="sr-only">{final}</span>
            </p>
            <p
              className={joinClasses(
                "mt-2 text-sm font-medium sm:text-base",
                dark ? "text-brand-100" : "text-muted",
              )}
            >
              {item.label}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
