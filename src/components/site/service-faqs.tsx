import { NewTabLink } from "@/components/ui/new-tab-link";
import { Accordion } from "@/components/widgets/accordion";
import { formatDay } from "@/lib/format-day";
import { SECONDARY_NOTE } from "@/content/regulation/source";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  isServiceFaqPageType,
  serviceFaqs,
  type ServiceFaqPageType,
  type ServiceFaqSet,
} from "@/content/service-faqs";

type Props = {
  pageType: ServiceFaqPageType;
  /** Heading id, for aria-labelledby on the surrounding section. */
  headingId?: string;
};

/**
 * A service page's FAQ accordion. Each item is a native disclosure: collapsed at first,
 * toggled by click, Enter or Space, and its answer is in the server HTML either way.
 */
export function ServiceFaqs({ pageType, headingId }: Props) {
  if (!isServiceFaqPageType(pageType)) {
    console.error("Invalid pageType prop passed to Faqs component");
    return null;
  }
  const set: ServiceFaqSet = serviceFaqs[pageType];
  return (
    <div data-faqs={pageType}>
      <SectionHeading id={headingId} eyebrow="FAQ" title={set.title} intro={set.intro} />
      <Accordion
        className="mx-auto max-w-3xl"
        items={set.items.map((item) => ({
          id: item.id,
          summary: item.title,
          content: <p>{item.content}</p>,
        }))}
      />
      {set.review ? (
        <p className="text-muted mx-auto mt-6 max-w-3xl text-sm">
          Last reviewed: {formatDay(set.review.date)}.{" "}
          {set.review.source.secondary ? "Source" : "Primary source"}:{" "}
          <NewTabLink
            href={set.review.source.href}
            className="text-brand-800 font-medium underline underline-offset-4"
            rel="noopener"
          >
            {set.review.source.label}
          </NewTabLink>
          {set.review.source.secondary ? ` (${SECONDARY_NOTE})` : null}.
        </p>
      ) : null}
    </div>
  );
}
