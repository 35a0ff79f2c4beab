"use client";

import Image from "next/image";
import { PauseButton } from "@/components/sections/pause-button";
import { useRotation } from "@/components/sections/use-rotation";
import type { ImageAsset } from "@/content/media";

/** Spec: the gallery steps every 600 ms through its 15 images. */
const STEP_MS = 600;

/**
 * Every image stays on screen; only the highlight moves, so the block never flashes like a
 * slideshow (under 2 changes a second, well below WCAG's 3 flashes). A visible button pauses
 * it, hovering or focusing holds it, and under reduced motion nothing is highlighted.
 */
export function ImpactGallery({ images }: { images: readonly ImageAsset[] }) {
  const { index, paused, togglePaused, reducedMotion, pauseHandlers } = useRotation({
    count: images.length,
    intervalMs: STEP_MS,
  });
  const highlight = !reducedMotion;

  return (
    <div {...pauseHandlers}>
      <div className="mb-5 flex justify-end">
        <PauseButton paused={paused} onToggle={togglePaused} label="impact gallery" />
      </div>
      <ul
        className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-5 md:gap-4"
        data-gallery=""
        data-active-index={highlight ? index : undefined}
      >
        {images.map((image, i) => {
          const active = highlight && i === index;
          return (
            <li
              key={image.src}
              data-active={active ? "" : undefined}
              className={`overflow-hidden rounded-xl ring-offset-2 transition duration-300 motion-reduce:transition-none ${
                active ? "ring-accent-400 z-10 scale-[1.04] shadow-lg ring-4" : "ring-0"
              }`}
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 1280px) 240px, (min-width: 768px) 20vw, 33vw"
                className="h-auto w-full"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
