"use client";

import { useEffect } from "react";

/**
 * Sections below the first screen are rendered only as they near it (`deferredRendering`), so
 * until then their height is an estimate. A jump to an anchor would land by those estimates
 * and drift as the real heights arrive; so before an in-page link scrolls, or when a page opens
 * at an anchor, every section is rendered (`data-render-all`, globals.css) and the jump lands
 * exactly.
 */
export function AnchorRendering() {
  useEffect(() => {
    const html = document.documentElement;
    const renderAll = () => html.setAttribute("data-render-all", "");
    let id = location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the fragment up as written.
    }
    const target = id ? document.getElementById(id) : null;
    if (target) {
      renderAll();
      target.scrollIntoView();
    }
    // Capture phase: runs before the browser's own scroll to the link's target.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (link instanceof HTMLAnchorElement && link.hash && link.pathname === location.pathname) {
        renderAll();
      }
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("hashchange", renderAll);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("hashchange", renderAll);
    };
  }, []);
  return null;
}
