"use client";

import { Children, useEffect, useRef, type ReactNode } from "react";
import { PauseButton } from "@/components/ui/pause-button";
import { useRotation } from "@/components/ui/use-rotation";

/** The gallery steps every 600 ms through its images. */
const STEP_MS = 600;

/**
 * Every image stays on screen; only the highlight moves, so the block never flashes like a
 * slideshow (under 2 changes a second, well below WCAG's 3 flashes). A visible button pauses
 * it, hovering or focusing holds it, and under reduced motion nothing is highlighted.
 * The items arrive rendered on the server; this only marks the highlighted one
 * (`data-active`, styled by the items' own classes).
 */
export function ImpactGallery({ children }: { children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const { index, paused, togglePaused, reducedMotion, pauseHandlers } = useRotation({
    count: Children.count(children),
    intervalMs: STEP_MS,
  });
  const highlight = !reducedMotion;

  useEffect(() => {
    const items = list.current?.children;
    if (!items) return;
    for (let i = 0; i < items.length; i++) {
      items[i]?.toggleAttribute("data-active", highlight && i === index);
    }
  }, [index, highlight]);

  return (
    <div {...pauseHandlers}>
      <div className="mb-5 flex justify-end">
        <PauseButton paused={paused} onToggle={togglePaused} label="impact gallery" />
      </div>
      <ul
        ref={list}
        // Each picture's frame, written once for all of them: the highlighted one (data-active)
        // grows a ring and lifts.
        className="*:data-[active]:ring-accent-400 grid grid-cols-3 gap-2 *:overflow-hidden *:rounded-xl *:ring-0 *:ring-offset-2 *:transition *:duration-300 *:data-[active]:z-10 *:data-[active]:scale-[1.04] *:data-[active]:shadow-lg *:data-[active]:ring-4 motion-reduce:*:transition-none sm:gap-3 md:grid-cols-5 md:gap-4"
        data-gallery=""
        data-active-index={highlight ? index : undefined}
      >
        {children}
      </ul>
    </div>
  );
}
