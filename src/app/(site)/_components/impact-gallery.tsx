"use client";

import { useEffect, useRef } from "react";
import { PauseButton } from "@/components/widgets/pause-button";
import { SlotImage, type ImageSlot } from "@/components/images/slot-image";
import { useRotation } from "@/components/motion/use-rotation";
import type { ImageAsset } from "@/content/media";

/** The gallery steps every 600 ms through its images. */
const STEP_MS = 600;

/**
 * Every image stays on screen; only the highlight moves, so the block never flashes like a
 * slideshow (under 2 changes a second, well below WCAG's 3 flashes). A visible button pauses
 * it, hovering or focusing holds it, and under reduced motion nothing is highlighted.
 * It draws the pictures from their list (the RSC payload carries the list, not finished
 * `<img>` elements) and marks the highlighted one (`data-active`, styled by `gallery` in
 * app/components.css).
 */
export function ImpactGallery({
  images,
  slot,
}: {
  images: readonly ImageAsset[];
  slot: ImageSlot;
}) {
  const list = useRef<HTMLUListElement>(null);
  const { index, paused, togglePaused, reducedMotion, pauseHandlers } = useRotation({
    count: images.length,
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
        className="gallery"
        data-gallery=""
        data-active-index={highlight ? index : undefined}
      >
        {images.map((image) => (
          <li key={image.src}>
            <SlotImage image={image} slot={slot} />
          </li>
        ))}
      </ul>
    </div>
  );
}
