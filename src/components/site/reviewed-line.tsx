import { NewTabLink } from "@/components/ui/new-tab-link";
import { formatDay } from "@/lib/format-day";
import { SECONDARY_NOTE, type RegulatorySource } from "@/content/regulation/source";
import { mergeClasses } from "@/lib/merge-classes";

/**
 * "Last reviewed" with the notifications a regulatory block rests on, linked to their texts.
 * The links stand in a list, each at least 24 px tall, so none is a small target crowded by
 * its neighbours (WCAG 2.5.8).
 */
export function ReviewedLine({
  reviewed,
  sources,
  className,
}: {
  reviewed: string;
  sources: readonly RegulatorySource[];
  className?: string;
}) {
  return (
    <div className={mergeClasses("text-muted text-sm leading-relaxed", className)}>
      <p>
        <strong className="text-ink">Last reviewed: {formatDay(reviewed)}.</strong> General
        information, not legal advice.{" "}
        {sources.some((source) => source.secondary) ? "Sources" : "Primary sources"}:
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {sources.map((source) => (
          <li key={source.url}>
            <NewTabLink
              href={source.url}
              className="text-brand-800 inline-flex min-h-6 items-center font-medium underline underline-offset-2"
            >
              {source.title}
            </NewTabLink>
            {source.secondary ? ` (${SECONDARY_NOTE})` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
