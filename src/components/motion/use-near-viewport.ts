"use client";

import { startTransition, useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport, or `wake` has been called (on a
 * pointer or focus, say). Parts with work to do before they can move (a carousel measuring its
 * slides, a marquee rendering its loop copy) wait for it, so that work stays out of the page's
 * first load. It turns true once, in a transition, so it never holds up input.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = "300px 0px",
): [near: boolean, wake: () => void] {
  const [near, setNear] = useState(false);
  const wake = useCallback(() => startTransition(() => setNear(true)), []);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref, margin, wake]);
  return [near, wake];
}
