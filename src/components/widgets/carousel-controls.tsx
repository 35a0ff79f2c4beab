import { Icon } from "@/components/ui/icon";
import { PauseButton } from "@/components/widgets/pause-button";

/** The carousel's Previous and Next buttons, with its Pause button between them when it rotates. */
export function CarouselControls({
  label,
  onPrev,
  onNext,
  pause,
}: {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  pause?: { paused: boolean; onToggle: () => void };
}) {
  return (
    <div className="nojs-hide mt-6 flex items-center justify-center gap-3">
      <button
        type="button"
        onClick={onPrev}
        aria-label="Previous slide"
        className="round-btn round-btn-light"
      >
        <Icon icon="chevron-left" className="h-5 w-5" />
      </button>
      {pause ? <PauseButton paused={pause.paused} onToggle={pause.onToggle} label={label} /> : null}
      <button
        type="button"
        onClick={onNext}
        aria-label="Next slide"
        className="round-btn round-btn-light"
      >
        <Icon icon="chevron-right" className="h-5 w-5" />
      </button>
    </div>
  );
}
