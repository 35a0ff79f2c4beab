"use client";

import { Children, useRef } from "react";
import { useNearViewport } from "@/components/motion/use-near-viewport";
import { usePausable } from "@/components/motion/use-rotation";
import { type CarouselLayout } from "@/components/widgets/carousel-layouts";
import { CarouselControls } from "@/components/widgets/carousel-controls";
import { useAutoplay, useDragGuard, useEmbla, useSteps } from "@/components/widgets/use-embla";
import { joinClasses } from "@/lib/join-classes";

export type CarouselProps = {
  /** Names the carousel for assistive technology and its controls. */
  label: string;
  /** Slides across and slides per step at each width (see `carousel-layouts.ts`). */
  responsive: CarouselLayout;
  autoPlay?: boolean;
  children: React.ReactNode;
};

export function Carousel({ label, responsive, autoPlay = true, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const region = useRef<HTMLDivElement>(null);
  // Embla measures the page when it starts, so it starts only as the carousel nears the screen
  // (or is pointed at or focused), never during the page's first load.
  const [near, wake] = useNearViewport(region);
  const { paused, togglePaused, reducedMotion, pauseHandlers, running } = usePausable(autoPlay);
  const viewport = useRef<HTMLDivElement>(null);
  const api = useEmbla(viewport, near, responsive);
  useAutoplay(api, autoPlay && running);
  const dragHandlers = useDragGuard(api);
  const { prev, next } = useSteps(api, reducedMotion, wake);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      prev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      ref={region}
      onKeyDown={onKeyDown}
      onPointerEnter={wake}
      onFocusCapture={wake}
      {...pauseHandlers}
      className="rounded-xl noscript:overflow-x-auto"
    >
      {/* The viewport reaches 8px past the content edges so each slide can keep 8px of
          padding on both sides without the track starting at a negative offset. Both are
          positioned so Embla measures slides against the same offset parent before and
          after it moves the track (a transformed track would otherwise become one).
          Without scripts the track cannot move, so the visitor scrolls the region instead:
          the one stop on the Tab key, whose arrow keys then scroll it in any browser. The
          viewport then keeps within the region, which scrolls only as far as the slides reach. */}
      <div
        ref={viewport}
        data-viewport=""
        {...dragHandlers}
        className="relative -mx-2 overflow-hidden py-2 noscript:mx-0 noscript:overflow-visible"
      >
        <div
          className="relative flex touch-pan-y touch-pinch-zoom"
          aria-live={running && autoPlay ? "off" : "polite"}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              data-slide=""
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={joinClasses("slide", responsive.slideClass)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        label={label}
        onPrev={prev}
        onNext={next}
        pause={autoPlay ? { paused, onToggle: togglePaused } : undefined}
      />
    </div>
  );
}
