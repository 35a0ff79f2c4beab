import { NewTabLink } from "@/components/ui/new-tab-link";
import { formatDay } from "@/lib/format-day";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage, eprResources, eprReview } from "@/content/services/epr";

export function ResourcesGrid() {
  const { resources } = eprPage;
  return (
    <Section tone="surface" aria-labelledby="epr-resources-heading">
      <SectionHeading
        id="epr-resources-heading"
        eyebrow="Resources"
        title={resources.title}
        intro={resources.intro}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {eprResources.map((resource) => (
          <li key={resource.id} className="card flex flex-col p-6">
            <Icon icon="file-text" className="text-brand-700 h-7 w-7" />
            <h3 className="text-ink mt-3 text-lg font-bold">{resource.title}</h3>
            <p className="text-brand-800 mt-1 text-sm font-semibold">{resource.date}</p>
            <p className="text-muted mt-2 flex-1">{resource.summary}</p>
            <NewTabLink href={resource.source.href} rel="noopener" className="card-link">
              {resource.source.label}
              <Icon icon="external-link" className="h-4 w-4" />
            </NewTabLink>
          </li>
        ))}
      </ul>
      <p className="text-muted mt-8 text-center text-sm">
        Last reviewed: {formatDay(eprReview.date)}. Official texts prevail; check the linked source
        before relying on a summary.
      </p>
    </Section>
  );
}
