"use client";

import { Children, useEffect, useRef } from "react";
import { useNearViewport } from "@/components/motion/use-near-viewport";
import { PauseButton } from "./pause-button";
import { usePausable } from "@/components/motion/use-rotation";
import { cx } from "@/lib/cx";

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
  /**
   * Stand still, centred and wrapped, with no pause button: for a list too short to fill a
   * moving row, which would leave a gap running across it. (Left out, not false, when moving:
   * every prop is sent again in the page's script payload.)
   */
  still?: boolean;
};

/**
 * A continuously scrolling row. As the row nears the screen the list is rendered a second
 * time so the loop is seamless (the HTML carries it once); the copy is hidden from
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
  className,
  itemClassName = "",
  still: standStill = false,
}: Props) {
  const { paused, togglePaused, pauseHandlers, running: playing } = usePausable(true);
  const region = useRef<HTMLDivElement>(null);
  // The copy is rendered, and the row set moving, as the row nears the screen: not while the
  // page first loads. Until then it stands as it does without scripts.
  const [near] = useNearViewport(region);
  const running = playing && near;
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Items come into view by an animation, which lazy loading does not notice: once the row
    // moves, every image in it, copy included, loads.
    if (!near) return;
    for (const image of track.current?.querySelectorAll("img[loading=lazy]") ?? []) {
      image.setAttribute("loading", "eager");
    }
  }, [near]);
  const items = Children.toArray(children);
  if (standStill) {
    return (
      <div className={className}>
        <div role="region" aria-label={label} className="px-1 py-2">
          <ul className="flex flex-wrap items-stretch justify-center gap-3 sm:gap-6">
            {items.map((item, index) => (
              <li key={index} className={cx("shrink-0", itemClassName)}>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }
  // Standing still (reduced motion or no scripts): one copy, wrapped or scrollable.
  const still =
    stillLayout === "wrap"
      ? "motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 [@media(scripting:none)]:w-full [@media(scripting:none)]:shrink [@media(scripting:none)]:flex-wrap [@media(scripting:none)]:justify-center [@media(scripting:none)]:pr-0"
      : "";
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy ? true : undefined}
      inert={copy}
      className={cx(
        "flex shrink-0 items-stretch gap-3 pr-3 sm:gap-6 sm:pr-6",
        still,
        copy ? "motion-reduce:hidden [@media(scripting:none)]:hidden" : "",
      )}
    >
      {items.map((item, index) => (
        <li key={index} className={cx("shrink-0", itemClassName)}>
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
        ref={region}
        role="region"
        aria-label={label}
        tabIndex={stillLayout === "scroll" ? 0 : undefined}
        {...pauseHandlers}
        className={cx("overflow-hidden px-1 py-2", scroller)}
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
          className={cx(
            "flex w-max",
            near ? "motion-safe:animate-marquee" : "",
            stillLayout === "wrap" ? "motion-reduce:w-full [@media(scripting:none)]:w-full" : "",
          )}
        >
          {list(false)}
          {near && list(true)}
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
