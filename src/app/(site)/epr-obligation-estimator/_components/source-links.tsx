import { SECONDARY_NOTE, type RegulatorySource } from "@/content/regulation/source";
import { formatDay } from "@/lib/format-day";

/** Each source as "title, notification of date", linked to its text. */
export function SourceLinks({ sources }: { sources: readonly RegulatorySource[] }) {
  return (
    <>
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? "; " : null}
          <a
            href={source.url}
            rel="noopener noreferrer"
            className="text-brand-800 underline underline-offset-2"
          >
            {source.title}
          </a>
          {source.notification ? `, ${source.notification}` : ""} of {formatDay(source.date)}
          {source.secondary ? ` (${SECONDARY_NOTE})` : null}
        </span>
      ))}
    </>
  );
}
