import { NewTabLink } from "@/components/ui/new-tab-link";
import { formatDay } from "@/lib/format-day";
import { Icon } from "@/components/ui/icon";
import { SECONDARY_NOTE, type SourceLink } from "@/content/regulation/source";
import { eprReview } from "@/content/services/epr";
import { mergeClasses } from "@/lib/merge-classes";

/** "Last reviewed" line with the primary source, required on every regulatory section. */
export function ReviewNote({ source, className }: { source: SourceLink; className?: string }) {
  return (
    <p className={mergeClasses("text-muted text-sm", className)}>
      Last reviewed: {formatDay(eprReview.date)}. {source.secondary ? "Source" : "Primary source"}:{" "}
      <NewTabLink
        href={source.href}
        rel="noopener"
        className="text-brand-800 inline-flex items-center gap-1 py-1 font-medium underline underline-offset-4"
      >
        {source.label}
        <Icon icon="external-link" className="h-3.5 w-3.5" />
      </NewTabLink>
      {source.secondary ? ` (${SECONDARY_NOTE})` : null}
    </p>
  );
}
