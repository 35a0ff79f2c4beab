"use client";

import { PauseButton } from "@/components/widgets/pause-button";
import { useRotation } from "@/components/motion/use-rotation";
import type { ConsumerQuote } from "@/content/services/epr";
import { joinClasses } from "@/lib/join-classes";

/**
 * One quote at a time, changing every 3.5 s with a 0.5 s cross-fade. All
 * quotes are in the HTML; without scripts they are listed one under another.
 */
export function ConsumerQuotes({
  quotes,
  label,
  intervalMs = 3500,
}: {
  quotes: readonly ConsumerQuote[];
  label: string;
  intervalMs?: number;
}) {
  const { index, setIndex, paused, togglePaused, pauseHandlers } = useRotation({
    count: quotes.length,
    intervalMs,
  });
  return (
    <div {...pauseHandlers} className="mx-auto max-w-3xl text-center">
      <div className="grid">
        {quotes.map((quote, i) => {
          const active = i === index;
          return (
            <figure
              key={quote.id}
              aria-hidden={active ? undefined : true}
              data-quote={quote.id}
              data-active={active ? "" : undefined}
              className={joinClasses(
                "col-start-1 transition-opacity duration-500 [@media(scripting:enabled)]:row-start-1",
                active ? "opacity-100" : "[@media(scripting:enabled)]:opacity-0",
                "[@media(scripting:none)]:mb-10",
              )}
            >
              <blockquote>
                <p className="text-accent-300 text-6xl font-extrabold sm:text-7xl">{quote.stat}</p>
                <p className="mt-4 text-xl text-white sm:text-2xl">{quote.text}</p>
              </blockquote>
              <figcaption className="text-brand-200 mt-4 text-sm">
                {quote.source ? (
                  <a
                    href={quote.source.href}
                    className="underline underline-offset-4"
                    target="_blank"
                    rel="noopener"
                  >
                    {quote.source.label}
                  </a>
                ) : (
                  "Illustrative figure"
                )}
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className="nojs-hide mt-8 flex items-center justify-center gap-2">
        {quotes.map((quote, i) => (
          <button
            key={quote.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show ${label.toLowerCase()} ${i + 1} of ${quotes.length}`}
            aria-current={i === index ? "true" : undefined}
            className="flex h-11 w-8 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={joinClasses(
                "block h-3 rounded-full transition-all",
                i === index ? "bg-accent-400 w-6" : "w-3 bg-white/40",
              )}
            />
          </button>
        ))}
        <PauseButton
          paused={paused}
          onToggle={togglePaused}
          label={label.toLowerCase()}
          tone="dark"
          className="ml-3"
        />
      </div>
    </div>
  );
}
