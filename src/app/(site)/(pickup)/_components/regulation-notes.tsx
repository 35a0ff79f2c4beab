import { NewTabLink } from "@/components/ui/new-tab-link";
import { formatDay } from "@/lib/format-day";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eWasteBulkConsumer, regulationReviewed, swmRules } from "@/content/services/pickup";
import { SECONDARY_NOTE, type SourceLink } from "@/content/regulation/source";
import { mergeClasses } from "@/lib/merge-classes";

// The bin colours used across the site's artwork: green wet, blue dry, red sanitary, yellow special care.
const streamColours = ["bg-brand-500", "bg-blue-600", "bg-red-500", "bg-accent-500"] as const;

function SourceLinks({ sources }: { sources: readonly SourceLink[] }) {
  return (
    <ul className="mt-3 space-y-1">
      {sources.map((source) => (
        <li key={source.href}>
          <NewTabLink
            href={source.href}
            rel="noopener"
            className="text-brand-800 inline-flex min-h-6 items-center gap-1 text-sm font-medium underline underline-offset-4"
          >
            {source.label}
            <Icon icon="external-link" className="h-3.5 w-3.5" />
          </NewTabLink>
          {source.secondary ? ` (${SECONDARY_NOTE})` : null}
        </li>
      ))}
    </ul>
  );
}

/** The rules a waste generator must follow; the e-waste note matters to offices and factories. */
export function RegulationNotes({ showEWaste = false }: { showEWaste?: boolean }) {
  return (
    <Section aria-labelledby="rules-title" tone="surface">
      <SectionHeading
        id="rules-title"
        eyebrow="The rules"
        title={swmRules.title}
        intro={swmRules.intro}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="border-brand-100 rounded-2xl border bg-white p-6 sm:p-8">
          <h3 className="text-ink text-xl font-bold">{swmRules.segregation.title}</h3>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {swmRules.segregation.streams.map((stream, i) => (
              <li key={stream.name} className="bg-brand-50 rounded-xl p-4">
                <span className="text-brand-800 flex items-center gap-2 font-bold">
                  <span
                    aria-hidden="true"
                    className={mergeClasses(
                      "h-3 w-3 rounded-full",
                      streamColours[i] ?? "bg-brand-500",
                    )}
                  />
                  {stream.name}
                </span>
                <span className="text-muted text-sm">{stream.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="border-brand-100 rounded-2xl border bg-white p-6 sm:p-8">
          <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
            <Icon icon="scale" className="text-brand-700 h-5 w-5" />
            {swmRules.bulkGenerator.title}
          </h3>
          <p className="text-muted mt-4">{swmRules.bulkGenerator.text}</p>
          {showEWaste ? (
            <>
              <h3 className="text-ink mt-6 text-xl font-bold">{eWasteBulkConsumer.title}</h3>
              <p className="text-muted mt-3">{eWasteBulkConsumer.text}</p>
            </>
          ) : null}
        </div>
      </div>
      <div className="text-muted mt-6 text-sm">
        <p>
          <strong className="text-ink">Last reviewed: {formatDay(regulationReviewed)}.</strong> This
          is a summary, not legal advice; the notified rules are the authority. Sources:
        </p>
        <SourceLinks
          sources={
            showEWaste ? [...swmRules.sources, ...eWasteBulkConsumer.sources] : swmRules.sources
          }
        />
      </div>
    </Section>
  );
}
