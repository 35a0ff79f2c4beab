"use client";

import { useEffect, type RefObject } from "react";

/**
 * Scroll entrances: sets `attribute` on the element to "waiting" when it starts off screen and to
 * "shown" once `seen` says enough of it is visible; CSS animates between the two. Content already
 * on screen when the script starts goes straight to "shown" and is never hidden, so nothing a
 * visitor is looking at blinks out, and without scripts everything simply shows.
 */
export function useEntrance(
  ref: RefObject<HTMLElement | null>,
  attribute: `data-${string}`,
  seen: (entry: IntersectionObserverEntry) => boolean,
  threshold: number[],
) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => seen(entry) || (first && entry.isIntersecting))) {
          node.setAttribute(attribute, "shown");
          observer.disconnect();
        } else if (first) {
          node.setAttribute(attribute, "waiting");
        }
        first = false;
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // The options are fixed per component; observing once is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
