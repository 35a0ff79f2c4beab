"use client";

import { PauseButton } from "@/components/widgets/pause-button";
import { useRotation } from "@/components/motion/use-rotation";
import { joinClasses } from "@/lib/join-classes";

type Step = { title: string; text: string };

/**
 * The six stages, all readable at once; the highlight moves to the next stage every 3 s
 * Hovering, focusing or the pause button holds it; choosing a stage
 * moves the highlight there.
 */
export function ProcessSteps({
  steps,
  intervalMs = 3000,
}: {
  steps: readonly Step[];
  intervalMs?: number;
}) {
  const { index, setIndex, paused, togglePaused, pauseHandlers } = useRotation({
    count: steps.length,
    intervalMs,
  });
  return (
    <div {...pauseHandlers}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, i) => {
          const active = i === index;
          return (
            <li key={step.title} aria-current={active ? "step" : undefined} data-step={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                className={joinClasses(
                  "flex h-full w-full flex-col rounded-2xl border-2 p-6 text-left transition-colors duration-300",
                  active
                    ? "border-brand-600 bg-brand-700 text-white shadow-lg"
                    : "border-brand-100 text-ink hover:border-brand-400 bg-white",
                )}
              >
                <span
                  aria-hidden="true"
                  className={joinClasses(
                    "text-3xl font-extrabold tabular-nums",
                    active ? "text-accent-300" : "text-brand-600",
                  )}
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <span className="mt-2 text-lg font-bold">
                  <span className="sr-only">Stage {i + 1}: </span>
                  {step.title}
                </span>
                <span className={joinClasses("mt-2", active ? "text-brand-50" : "text-muted")}>
                  {step.text}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex justify-center">
        <PauseButton paused={paused} onToggle={togglePaused} label="stage highlight" />
      </div>
    </div>
  );
}
