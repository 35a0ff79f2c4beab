"use client";

import { useEffect, type RefObject } from "react";

/**
 * WCAG 2.2, 2.4.11: the browser scrolls a control reached by keyboard into view only when it
 * is off screen, so Shift+Tab could leave one under the sticky header (the one around `nav`); it
 * is brought below.
 */
export function useFocusBelowHeader(nav: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = nav.current?.closest("header");
    if (!header) return;
    function bringBelow(target: Element) {
      if (document.activeElement !== target) return;
      const cover = header!.getBoundingClientRect().bottom;
      const { top } = target.getBoundingClientRect();
      if (top >= cover) return;
      // Where the page's scroll padding (globals.css) would put it, so the browser leaves it there.
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
      window.scrollBy({ top: top - Math.max(cover + 16, padding || 0), behavior: "instant" });
    }
    function onFocus(event: FocusEvent) {
      const target = event.target;
      if (!(target instanceof Element) || header!.contains(target)) return;
      // An open modal dialog sits above the header; the page behind it is not to move.
      if (!target.matches(":focus-visible") || target.closest("dialog")) return;
      bringBelow(target);
      // Sections rendered as they come near the screen can move it in the next frame, and one
      // revealed as it does slides up 50 px over 0.5 s (globals.css): checked after both.
      requestAnimationFrame(() => bringBelow(target));
      window.setTimeout(() => bringBelow(target), 600);
    }
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [nav]);
}
