"use client";

import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

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
  const colours =
    tone === "dark"
      ? "border-white/40 bg-white/10 text-white hover:bg-white/20"
      : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50";

  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? "Play" : "Pause"} ${label}`}
      data-paused={paused ? "" : undefined}
      className={cn(
        "nojs-hide inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 transition-colors motion-reduce:hidden",
        colours,
        className,
      )}
    >
      <Icon icon={paused ? "play" : "pause"} className="h-5 w-5" />
    </button>
  );
}
