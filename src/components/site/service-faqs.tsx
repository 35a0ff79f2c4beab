import { NewTabLink } from "@/components/ui/new-tab-link";
import { Accordion } from "@/components/widgets/accordion";
import { formatDay } from "@/lib/format-day";
import { SECONDARY_NOTE } from "@/content/regulation/source";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  isServiceFaqPageType,
  serviceFaqs,
  type ServiceFaqItem,
  type ServiceFaqPageType,
  type ServiceFaqSet,
} from "@/content/service-faqs";
import { FaqAnswer } from "./faq-answer";

type Props = {
  pageType: ServiceFaqPageType;
  /** Heading id, for aria-labelledby on the surrounding section. */
  headingId?: string;
  /** The questions (getServiceFaqs); the page type's defaults when not given. */
  items?: readonly ServiceFaqItem[];
  /** Whether `items` are the defaults: only they carry the regulatory review line. */
  sample?: boolean;
};

/**
 * A service page's FAQ accordion. Each item is a native disclosure: collapsed at first,
 * toggled by click, Enter or Space, and its answer is in the server HTML either way.
 */
export function ServiceFaqs({ pageType, headingId, items, sample = true }: Props) {
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
        items={(items ?? set.items).map((item) => ({
          id: item.id,
          summary: item.title,
          content: <FaqAnswer text={item.content} html={item.contentHtml} />,
        }))}
      />
      {set.review && sample ? (
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
          {set.review.also?.length ? (
            <>
              {" "}
              Also:{" "}
              {set.review.also.map((link, i) => (
                <span key={link.href}>
                  {i > 0 ? "; " : null}
                  {/* Several links in a row: each a full 24 px high, so none is a crowded target. */}
                  <NewTabLink
                    href={link.href}
                    className="text-brand-800 inline-block py-1 font-medium underline underline-offset-4"
                    rel="noopener"
                  >
                    {link.label}
                  </NewTabLink>
                  {link.secondary ? ` (${SECONDARY_NOTE})` : null}
                </span>
              ))}
              .
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
