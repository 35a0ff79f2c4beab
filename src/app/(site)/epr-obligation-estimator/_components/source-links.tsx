import type { RegulatorySource } from "@/content/regulation/source";

export function formatReviewDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A source's date: the day where it is known, the year alone where only that was verified. */
export function formatSourceDate(date: string): string {
  return /^\d{4}$/.test(date) ? date : formatReviewDate(date);
}

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
          {source.notification ? `, ${source.notification}` : ""} of {formatSourceDate(source.date)}
        </span>
      ))}
    </>
  );
}
