"use client";

import { Children, useEffect, useRef, useSyncExternalStore } from "react";
import { PauseButton } from "./pause-button";
import { usePausable } from "./use-rotation";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Props = {
  /** Names the list, e.g. "Client logos"; the pause button reads "Pause client logos". */
  label: string;
  children: React.ReactNode;
  /** Seconds for one full pass of the list. */
  durationSeconds?: number;
  /** With reduced motion or no scripts: wrap the items, or let the visitor scroll them. */
  stillLayout?: "wrap" | "scroll";
  tone?: "light" | "dark";
  className?: string;
  itemClassName?: string;
};

/**
 * A continuously scrolling row. Once the page runs in the browser the list is rendered a
 * second time so the loop is seamless (the HTML carries it once); the copy is hidden from
 * assistive technology and inert, so nothing in it takes focus. It pauses while hovered or
 * focused and on its visible button, and stands still (showing the list once) under reduced
 * motion or without scripts.
 */
export function Marquee({
  label,
  children,
  durationSeconds = 40,
  stillLayout = "wrap",
  tone = "light",
  className = "",
  itemClassName = "",
}: Props) {
  const { paused, togglePaused, pauseHandlers, running: playing } = usePausable(true);
  const hydrated = useHydrated();
  // It only moves with its copy in place; before that it stands as it does without scripts.
  const running = playing && hydrated;
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Items come into view by an animation, which lazy loading does not notice: once the page
    // runs (after its first paint), every image in the row, copy included, loads.
    if (!hydrated) return;
    for (const image of track.current?.querySelectorAll("img[loading=lazy]") ?? []) {
      image.setAttribute("loading", "eager");
    }
  }, [hydrated]);
  const items = Children.toArray(children);
  // Standing still (reduced motion or no scripts): one copy, wrapped or scrollable.
  const still =
    stillLayout === "wrap"
      ? "motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 [@media(scripting:none)]:w-full [@media(scripting:none)]:shrink [@media(scripting:none)]:flex-wrap [@media(scripting:none)]:justify-center [@media(scripting:none)]:pr-0"
      : "";
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy ? true : undefined}
      inert={copy}
      className={`flex shrink-0 items-stretch gap-3 pr-3 sm:gap-6 sm:pr-6 ${still} ${
        copy ? "motion-reduce:hidden [@media(scripting:none)]:hidden" : ""
      }`}
    >
      {items.map((item, index) => (
        <li key={index} className={`shrink-0 ${itemClassName}`}>
          {item}
        </li>
      ))}
    </ul>
  );
  const scroller =
    stillLayout === "scroll"
      ? "motion-reduce:overflow-x-auto [@media(scripting:none)]:overflow-x-auto"
      : "";

  return (
    <div className={className}>
      <div
        role="region"
        aria-label={label}
        tabIndex={stillLayout === "scroll" ? 0 : undefined}
        {...pauseHandlers}
        className={`overflow-hidden px-1 py-2 ${scroller}`}
      >
        <div
          ref={track}
          data-marquee-track=""
          data-running={running ? "" : undefined}
          // Play state inline: the animation shorthand in the class would otherwise reset it.
          style={
            {
              "--marquee-duration": `${durationSeconds}s`,
              animationPlayState: running ? "running" : "paused",
            } as React.CSSProperties
          }
          className={`flex w-max ${hydrated ? "motion-safe:animate-marquee" : ""} ${
            stillLayout === "wrap" ? "motion-reduce:w-full [@media(scripting:none)]:w-full" : ""
          }`}
        >
          {list(false)}
          {hydrated && list(true)}
        </div>
      </div>
      <div className="mt-4 flex justify-center">
        <PauseButton
          paused={paused}
          onToggle={togglePaused}
          label={label.toLowerCase()}
          tone={tone}
        />
      </div>
    </div>
  );
}
