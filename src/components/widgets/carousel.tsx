"use client";

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { Children, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Icon } from "@/components/ui/icon";
import { useNearViewport } from "@/components/motion/use-near-viewport";
import { carouselTiming, type CarouselLayout } from "@/components/widgets/carousel-layouts";
import { joinClasses } from "@/lib/join-classes";
import { PauseButton } from "./pause-button";
import { usePausable } from "@/components/motion/use-rotation";

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

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    if (autoPlay && running) autoplay.play();
    else autoplay.stop();
    // The plugin starts itself again after a press on the track (and when the tab is shown
    // again): while a hold or the Pause button says still, it stops at once, as soon as the
    // plugin has finished starting (it announces the start before it sets its timer).
    const hold = () => {
      if (!(autoPlay && running)) queueMicrotask(() => autoplay.stop());
    };
    api.on("autoplay:play", hold);
    return () => {
      api.off("autoplay:play", hold);
    };
  }, [api, autoPlay, running]);

  // Embla turns a quick flick of any length into a step; a drag shorter than the minimum
  // returns to where it started instead, so a tap or a slip of the finger never swipes.
  const drag = useRef<{ startX: number; lastX: number; snap: number } | null>(null);
  const onPointerDown = (event: React.PointerEvent) => {
    if (api)
      drag.current = {
        startX: event.clientX,
        lastX: event.clientX,
        snap: api.selectedScrollSnap(),
      };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (drag.current) drag.current.lastX = event.clientX;
  };
  useEffect(() => {
    if (!api) return;
    const onUp = () => {
      const start = drag.current;
      drag.current = null;
      if (start && Math.abs(start.lastX - start.startX) < carouselTiming.minDragPx) {
        api.scrollTo(start.snap);
      }
    };
    api.on("pointerUp", onUp);
    return () => {
      api.off("pointerUp", onUp);
    };
  }, [api]);

  // Reduced motion: steps jump instead of sliding. A step asked for before Embla has started
  // is taken as soon as it has.
  const pendingStep = useRef<-1 | 1 | null>(null);
  const step = useCallback(
    (direction: -1 | 1) => {
      if (!api) {
        pendingStep.current = direction;
        wake();
      } else if (direction < 0) api.scrollPrev(reducedMotion);
      else api.scrollNext(reducedMotion);
    },
    [api, reducedMotion, wake],
  );
  useEffect(() => {
    const direction = pendingStep.current;
    if (!api || direction === null) return;
    pendingStep.current = null;
    step(direction);
  }, [api, step]);
  const prev = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
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
      <div className="nojs-hide mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={prev}
          aria-label="Previous slide"
          className="round-btn round-btn-light"
        >
          <Icon icon="chevron-left" className="h-5 w-5" />
        </button>
        {autoPlay ? <PauseButton paused={paused} onToggle={togglePaused} label={label} /> : null}
        <button
          type="button"
          onClick={next}
          aria-label="Next slide"
          className="round-btn round-btn-light"
        >
          <Icon icon="chevron-right" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}

/**
 * Embla on the viewport once `start` is true: its script (about 7 KB compressed) is fetched
 * then, so pages load and hydrate without it. Until it has started, steps wait (see `step`)
 * and the slides stay where the server put them.
 */
function useEmbla(
  viewport: RefObject<HTMLDivElement | null>,
  start: boolean,
  responsive: CarouselLayout,
): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  // The layout by value: a new but equal object (a refreshed server payload, say) must not
  // restart Embla and lose its place.
  const layout = JSON.stringify({
    slidesToScroll: responsive.slidesToScroll ?? 1,
    breakpoints: responsive.breakpoints,
  });
  useEffect(() => {
    const node = viewport.current;
    if (!start || !node) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const options: EmblaOptionsType = {
      ...(JSON.parse(layout) as Pick<EmblaOptionsType, "slidesToScroll" | "breakpoints">),
      loop: true,
      align: "start",
      // Below the minimum drag, a press on a link inside a slide still counts as a click.
      dragThreshold: carouselTiming.minDragPx,
    };
    Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        instance = EmblaCarousel(node, options, [
          Autoplay({
            delay: carouselTiming.autoplayMs,
            playOnInit: false,
            stopOnInteraction: false,
            // Focus is held by usePausable: Embla's own focus handling would start the rotation
            // again each time focus moved from one slide to the next, or out to the buttons.
            stopOnFocusIn: false,
          }),
        ]);
        setApi(instance);
      },
      // Offline, say: the slides stay put and the buttons do nothing, as before scripts ran.
      () => undefined,
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, start, layout]);
  return api;
}
