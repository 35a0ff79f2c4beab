"use client";

import { Icon } from "@/components/ui/icon";
import { joinClasses } from "@/lib/join-classes";

type Props = {
  paused: boolean;
  onToggle: () => void;
  /** What moves, e.g. "client logos"; completes "Pause client logos". */
  label: string;
  tone?: "light" | "dark";
  className?: string;
};

/**
 * The visible pause/play control every auto-moving block needs (WCAG 2.2.2). Hidden when
 * scripts do not run (nothing it could do) and under reduced motion (nothing moves).
 */
export function PauseButton({ paused, onToggle, label, tone = "light", className }: Props) {
  const colours = tone === "dark" ? "round-btn-dark" : "round-btn-light";

  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? "Play" : "Pause"} ${label}`}
      data-paused={paused ? "" : undefined}
      className={joinClasses("nojs-hide round-btn motion-reduce:hidden", colours, className)}
    >
      <Icon icon={paused ? "play" : "pause"} className="h-5 w-5" />
    </button>
  );
}
