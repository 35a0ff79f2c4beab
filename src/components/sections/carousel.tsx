"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide";
import { Children, useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { carouselTiming, type ResponsiveConfig } from "@/content/carousel";
import {
  assertCarouselConfig,
  baseSlidesToScroll,
  slideWidthCss,
  slidesToScrollBreakpoints,
} from "./carousel-layout";
import { PauseButton } from "./pause-button";
import { usePausable } from "./use-rotation";

/** Centre mode and partial visibility exclude each other (spec section 5). */
type CarouselMode =
  { centerMode?: false; partialVisible?: boolean } | { centerMode: true; partialVisible?: false };

export type CarouselProps = CarouselMode & {
  /** Names the carousel for assistive technology and its controls. */
  label: string;
  responsive: ResponsiveConfig;
  /** Slides per step where the responsive entry does not say; default 1. */
  slidesToSlide?: number;
  autoPlay?: boolean;
  children: React.ReactNode;
  className?: string;
};

// Embla's duration is a physics setting, not milliseconds. Measured on a 246 px step, 90% of
// it is covered in 310 ms at 22, 360 ms at 25 and 530 ms at 30: 25 is nearest the spec's 400 ms.
const EMBLA_DURATION = 25;

const controlClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 transition-colors hover:bg-brand-50";

export function Carousel({
  label,
  responsive,
  slidesToSlide = 1,
  autoPlay = true,
  centerMode = false,
  partialVisible = false,
  children,
  className = "",
}: CarouselProps) {
  if (process.env.NODE_ENV !== "production") {
    assertCarouselConfig(responsive, { centerMode, partialVisible });
  }
  const scope = useId();
  const slides = Children.toArray(children);
  const region = useRef<HTMLDivElement>(null);
  // Embla measures the page when it starts, so it starts only as the carousel nears the screen
  // (or is pointed at or focused), never during the page's first load.
  const [near, wake] = useNearViewport(region);
  const { paused, togglePaused, reducedMotion, pauseHandlers, running } = usePausable(autoPlay);
  const [plugins] = useState(() => [
    Autoplay({
      delay: carouselTiming.autoplayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel(
    {
      loop: true,
      align: centerMode ? "center" : "start",
      duration: EMBLA_DURATION,
      slidesToScroll: baseSlidesToScroll(responsive, slidesToSlide),
      breakpoints: slidesToScrollBreakpoints(responsive),
    },
    plugins,
  );

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoPlay && running) autoplay.play();
    else autoplay.stop();
  }, [api, autoPlay, running]);

  // A drag shorter than the spec's minimum returns to where it started.
  const drag = useRef<{ x: number; snap: number } | null>(null);
  const lastX = useRef(0);
  useEffect(() => {
    if (!api) return;
    const track = (event: PointerEvent) => {
      lastX.current = event.clientX;
    };
    const onUp = () => {
      const start = drag.current;
      drag.current = null;
      if (start && Math.abs(lastX.current - start.x) < carouselTiming.minDragPx) {
        api.scrollTo(start.snap);
      }
    };
    const onDown = () => {
      drag.current = { x: lastX.current, snap: api.selectedScrollSnap() };
    };
    const events = ["pointerdown", "pointermove", "pointerup"] as const;
    for (const name of events) window.addEventListener(name, track, { passive: true });
    api.on("pointerDown", onDown);
    api.on("pointerUp", onUp);
    return () => {
      for (const name of events) window.removeEventListener(name, track);
      api.off("pointerDown", onDown);
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

  const css =
    slideWidthCss(scope, responsive, partialVisible) +
    // Without scripts the track cannot move, so let the visitor scroll it.
    `@media (scripting:none){[data-carousel="${scope}"] [data-viewport]{overflow-x:auto}}`;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      data-carousel={scope}
      ref={region}
      onKeyDown={onKeyDown}
      onPointerEnter={wake}
      onFocusCapture={wake}
      {...pauseHandlers}
      className={`rounded-xl ${className}`}
    >
      <style>{css}</style>
      {/* The viewport reaches 8px past the content edges so each slide can keep 8px of
          padding on both sides without the track starting at a negative offset. Both are
          positioned so Embla measures slides against the same offset parent before and
          after it moves the track (a transformed track would otherwise become one). */}
      <div
        ref={near ? viewportRef : undefined}
        data-viewport=""
        className="relative -mx-2 overflow-hidden py-2"
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
              className="px-2"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="nojs-hide mt-6 flex items-center justify-center gap-3">
        <button type="button" onClick={prev} aria-label="Previous slide" className={controlClass}>
          <Icon icon={ChevronLeft} className="h-5 w-5" />
        </button>
        {autoPlay ? <PauseButton paused={paused} onToggle={togglePaused} label={label} /> : null}
        <button type="button" onClick={next} aria-label="Next slide" className={controlClass}>
          <Icon icon={ChevronRight} className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
