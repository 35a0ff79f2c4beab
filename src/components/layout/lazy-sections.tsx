"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { lazySelector } from "@/lib/rendering/lazy-sections";

function stopLazySections() {
  delete document.documentElement.dataset.lazySections;
}

/**
 * The client half of lazy sections (lib/rendering/lazy-sections.ts). After the load it lays
 * out the lazy elements left, one per idle callback (a 50 ms timer where the browser has none);
 * each is rendered in the frame after its callback. Lazy sections are for the document's first
 * page only: they stop at the first click on a link (before Next.js navigates or scrolls to a
 * fragment), at a move through history (before the browser restores an offset; a fragment set
 * before this component ran counts too) and at any other change of page, so a page reached
 * inside the site is laid out as a whole.
 */
export function LazySections() {
  const pathname = usePathname();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) stopLazySections();
  }, [pathname]);

  useEffect(() => {
    if (!("lazySections" in document.documentElement.dataset)) return;
    // A fragment set before this ran (an in-page link followed while the page loaded): its move
    // through history came before the listener below.
    if (location.hash) {
      stopLazySections();
      return;
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) stopLazySections();
    };
    addEventListener("click", onClick, true);
    addEventListener("popstate", stopLazySections);

    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 50));
    const pending = [...document.querySelectorAll<HTMLElement>(lazySelector)];
    let stopped = false;
    const layOutNext = () => {
      const element = stopped ? undefined : pending.shift();
      if (!element) return;
      element.dataset.laidOut = "";
      idle(layOutNext);
    };
    const start = () => idle(layOutNext);
    if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
    return () => {
      stopped = true;
      removeEventListener("click", onClick, true);
      removeEventListener("popstate", stopLazySections);
      removeEventListener("load", start);
    };
  }, []);
  return null;
}
