"use client";

import { useEffect } from "react";
import { lazySelector } from "@/lib/rendering/lazy-sections";

/**
 * The client half of lazy sections (lib/rendering/lazy-sections.ts): after the load, lays out
 * the lazy sections left one per idle period (an idle callback queued from another runs after
 * the next frame), and turns lazy sections off for good at the first click on a link with a
 * fragment, before Next.js scrolls to it.
 */
export function LazySections() {
  useEffect(() => {
    const root = document.documentElement;
    if (!("lazySections" in root.dataset)) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")?.hash) {
        delete root.dataset.lazySections;
      }
    };
    addEventListener("click", onClick, true);

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
      removeEventListener("load", start);
    };
  }, []);
  return null;
}
