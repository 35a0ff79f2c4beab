"use client";

// The carousel's behaviour on Embla: starting it late, keeping its autoplay to the Pause
// button, ignoring short drags, and steps asked for before it has started.
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { carouselTiming, type CarouselLayout } from "@/components/widgets/carousel-layouts";

/** Autoplay runs while `play` is true; a press on the track or a shown tab does not restart it. */
export function useAutoplay(api: EmblaCarouselType | undefined, play: boolean): void {
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    if (play) autoplay.play();
    else autoplay.stop();
    // The plugin starts itself again after a press on the track (and when the tab is shown
    // again): while a hold or the Pause button says still, it stops at once, as soon as the
    // plugin has finished starting (it announces the start before it sets its timer).
    const hold = () => {
      if (!play) queueMicrotask(() => autoplay.stop());
    };
    api.on("autoplay:play", hold);
    return () => {
      api.off("autoplay:play", hold);
    };
  }, [api, play]);
}

/**
 * Embla turns a quick flick of any length into a step; a drag shorter than the minimum
 * returns to where it started instead, so a tap or a slip of the finger never swipes. Returns
 * the viewport's pointer handlers.
 */
export function useDragGuard(api: EmblaCarouselType | undefined) {
  const drag = useRef<{ startX: number; lastX: number; snap: number } | null>(null);
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
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (api)
        drag.current = {
          startX: event.clientX,
          lastX: event.clientX,
          snap: api.selectedScrollSnap(),
        };
    },
    onPointerMove: (event: React.PointerEvent) => {
      if (drag.current) drag.current.lastX = event.clientX;
    },
  };
}

/**
 * The previous and next steps. Reduced motion: steps jump instead of sliding. A step asked for
 * before Embla has started wakes it and is taken as soon as it has.
 */
export function useSteps(
  api: EmblaCarouselType | undefined,
  reducedMotion: boolean,
  wake: () => void,
) {
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
  return { prev, next };
}

/**
 * Embla on the viewport once `start` is true: its script (about 7 KB compressed) is fetched
 * then, so pages load and hydrate without it. Until it has started, steps wait (see `useSteps`)
 * and the slides stay where the server put them.
 */
export function useEmbla(
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
