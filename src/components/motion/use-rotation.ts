"use client";

import { useCallback, useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

export type PauseHandlers = {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: React.FocusEvent<HTMLElement>) => void;
};

/**
 * Pause state shared by every auto-moving block: an explicit pause (the visible button)
 * plus holds while the pointer is over the block or focus is inside it. Pressing Play
 * clears the holds, because an explicit request should win over where the pointer rests.
 */
export function usePausable(autoStart = true) {
  const [paused, setPausedState] = useState(!autoStart);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const setPaused = useCallback((value: boolean) => {
    setPausedState(value);
    if (!value) {
      setHovered(false);
      setFocused(false);
    }
  }, []);
  const togglePaused = useCallback(() => setPaused(!paused), [paused, setPaused]);

  const pauseHandlers: PauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      // Moving focus between controls inside the block keeps it held.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  const running = !paused && !hovered && !focused && !reducedMotion;
  return { paused, setPaused, togglePaused, reducedMotion, pauseHandlers, running };
}

/** Cycles an index through `count` items every `intervalMs`, with the pause rules above. */
export function useRotation({
  count,
  intervalMs,
  autoStart = true,
}: {
  count: number;
  intervalMs: number;
  autoStart?: boolean;
}) {
  const [index, setIndexState] = useState(0);
  const pausable = usePausable(autoStart);
  const { running } = pausable;

  const setIndex = useCallback(
    (value: number) => setIndexState(count > 0 ? ((value % count) + count) % count : 0),
    [count],
  );
  const next = useCallback(() => setIndexState((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const prev = useCallback(
    () => setIndexState((i) => (count > 0 ? (i - 1 + count) % count : 0)),
    [count],
  );

  // Restarting the timer whenever the index changes gives a manual step a full interval.
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, count, intervalMs, next, index]);

  return { index, setIndex, next, prev, ...pausable };
}
