"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { PauseButton } from "@/components/widgets/pause-button";
import { useRotation } from "@/components/motion/use-rotation";
import type { WasteType } from "@/content/services/pickup";
import { joinClasses } from "@/lib/join-classes";

/** The showcase moves to the next waste type every 3 s. */
const STEP_MS = 3000;

/**
 * Six waste types, all named and described in the HTML; the highlight and the large
 * illustration move through them. Choosing one stops the rotation so it can be read;
 * the visible button (or hover, or focus) pauses it, and reduced motion keeps it still.
 * `images` are the types' illustrations, rendered on the server, in the same order.
 */
export function WasteShowcase({
  types,
  images,
}: {
  types: readonly Pick<WasteType, "slug" | "name" | "text">[];
  images: readonly ReactNode[];
}) {
  const { index, setIndex, paused, setPaused, togglePaused, pauseHandlers } = useRotation({
    count: types.length,
    intervalMs: STEP_MS,
  });
  // The type on show: it follows `index` once that type's illustration has loaded, so the label,
  // the highlight and the picture change together (the first cycle would otherwise name a type
  // whose lazily loaded picture had not arrived).
  const [shown, setShown] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const images = frame.current?.querySelectorAll("img");
    const image = images?.[index];
    // The following picture is fetched now, so it is there when its turn comes.
    const following = images?.[(index + 1) % types.length];
    if (following) following.loading = "eager";
    const show = () => setShown(index);
    if (!image || image.complete) {
      show();
      return;
    }
    image.loading = "eager";
    image.addEventListener("load", show);
    image.addEventListener("error", show);
    return () => {
      image.removeEventListener("load", show);
      image.removeEventListener("error", show);
    };
  }, [index, types.length]);
  const current = types[shown] ?? types[0];

  return (
    <div {...pauseHandlers} data-showcase="" data-active-index={shown}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center">
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {types.map((type, i) => {
            const active = i === shown;
            return (
              <li key={type.slug}>
                <button
                  type="button"
                  aria-current={active ? "true" : undefined}
                  onClick={() => {
                    setIndex(i);
                    setPaused(true);
                  }}
                  className={joinClasses(
                    "flex w-full items-start gap-4 rounded-2xl border-2 p-4 text-left transition-colors motion-reduce:transition-none",
                    active
                      ? "border-brand-600 bg-brand-50 shadow-md"
                      : "border-brand-100 hover:border-brand-300 bg-white",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={joinClasses(
                      "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                      active ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800",
                    )}
                  >
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <span>
                    <span className="text-ink block text-lg font-bold">{type.name}</span>
                    <span className="text-muted block text-sm">{type.text}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <div className="order-first lg:order-none">
          <div ref={frame} className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-xl">
            {types.map((type, i) => (
              // Only the shown illustration is exposed; the others are hidden with their alt text.
              <div
                key={type.slug}
                aria-hidden={i === shown ? undefined : true}
                className={joinClasses(
                  "absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none",
                  i === shown ? "opacity-100" : "opacity-0",
                )}
              >
                {images[i]}
              </div>
            ))}
            <p className="text-ink absolute bottom-4 left-4 rounded-full bg-white/90 px-4 py-2 text-sm font-bold shadow">
              <span className="sr-only">Showing: </span>
              {current?.name}
            </p>
          </div>
          <div className="mt-4 flex items-center justify-between gap-4">
            <p className="text-muted text-sm" aria-hidden="true">
              {String(shown + 1).padStart(2, "0")} / {String(types.length).padStart(2, "0")}
            </p>
            <PauseButton paused={paused} onToggle={togglePaused} label="waste type showcase" />
          </div>
        </div>
      </div>
    </div>
  );
}
