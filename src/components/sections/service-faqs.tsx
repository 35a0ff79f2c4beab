import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
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
      <ul className="mx-auto max-w-3xl space-y-3">
        {set.items.map((item) => (
          <li key={item.id}>
            <details className="group border-brand-100 open:border-brand-300 rounded-xl border bg-white shadow-sm">
              <summary className="text-ink hover:bg-brand-50 flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold [&::-webkit-details-marker]:hidden">
                {item.title}
                <Icon
                  icon={ChevronDown}
                  className="text-brand-700 h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="text-muted px-5 pb-5 leading-relaxed">{item.content}</p>
            </details>
          </li>
        ))}
      </ul>
      {set.review ? (
        <p className="text-muted mx-auto mt-6 max-w-3xl text-sm">
          Last reviewed: {set.review.date}. Primary source:{" "}
          <a
            href={set.review.source.href}
            className="text-brand-800 font-medium underline underline-offset-4"
            rel="noopener"
            target="_blank"
          >
            {set.review.source.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
