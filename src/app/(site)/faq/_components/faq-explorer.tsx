"use client";

import { useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { faqCategories, type FaqCategory, type FaqEntry } from "@/content/faqs";
import { FAQ_TITLES, faqHref, filterFaqs, MAX_FAQ_QUERY_LENGTH } from "@/lib/faq/search";
import { Accordion } from "@/components/widgets/accordion";
import { FaqAnswer } from "@/components/site/faq-answer";
import { cx } from "@/lib/cx";

const NO_MATCH =
  "No FAQs found matching your search. Try a different term or browse all categories.";

const chip =
  "inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold transition-colors";

/**
 * Search box, category buttons and the accordion. The filter lives in the URL (?category=
 * and ?q=): the server renders the filtered list, the search box is a GET form and the
 * categories are links, so it all works without scripts; with scripts the list filters as
 * you type. A category shows that category's questions; the search narrows them further.
 */
export function FaqExplorer({
  faqs,
  initialQuery,
  initialCategory,
}: {
  faqs: readonly FaqEntry[];
  initialQuery: string;
  initialCategory?: FaqCategory;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const results = filterFaqs(faqs, { query, category });

  function update(next: { query: string; category?: FaqCategory }) {
    setQuery(next.query);
    setCategory(next.category);
    // Next.js keeps its router in step with replaceState, without a server round trip.
    const href = faqHref(next);
    window.history.replaceState(null, "", href);
    // The title the address would have if loaded (the brand after it stays).
    const [from, to] =
      href === "/faq" ? [FAQ_TITLES.search, FAQ_TITLES.all] : [FAQ_TITLES.all, FAQ_TITLES.search];
    document.title = document.title.replace(from, to);
  }

  const searching = query.trim() !== "";
  const inScope = category ? faqs.filter((f) => f.category === category).length : faqs.length;
  const scope = category ? ` in ${category}` : "";
  // Only categories that have questions get a tab.
  const categories = [
    { label: "All", value: undefined },
    ...faqCategories
      .filter((c) => faqs.some((faq) => faq.category === c))
      .map((c) => ({ label: c, value: c })),
  ];

  return (
    <div>
      <form
        role="search"
        action="/faq/search"
        method="get"
        onSubmit={(event) => {
          // The list already follows the box; Search takes the reader to the results.
          event.preventDefault();
          summaryRef.current?.focus();
        }}
        className="mx-auto flex max-w-2xl gap-2"
      >
        <label htmlFor="faq-search" className="sr-only">
          Search the FAQs
        </label>
        <div className="relative flex-1">
          <Icon
            icon="search"
            className="text-muted pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2"
          />
          {category ? <input type="hidden" name="category" value={category.toLowerCase()} /> : null}
          <input
            id="faq-search"
            type="search"
            name="q"
            value={query}
            maxLength={MAX_FAQ_QUERY_LENGTH}
            onChange={(event) => update({ query: event.target.value, category })}
            placeholder="e.g. pricing"
            autoComplete="off"
            className="text-ink hover:border-brand-700 min-h-12 w-full rounded-full border-2 border-slate-400 bg-white py-2 pr-4 pl-12 text-base"
          />
        </div>
        <button
          type="submit"
          className="bg-brand-700 hover:bg-brand-800 min-h-12 rounded-full px-6 font-semibold text-white"
        >
          Search
        </button>
      </form>

      <nav aria-label="FAQ categories" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {categories.map((option) => {
            const current = category === option.value;
            return (
              <li key={option.label}>
                <a
                  href={faqHref({ query, category: option.value })}
                  aria-current={current ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    update({ query, category: option.value });
                  }}
                  className={cx(
                    chip,
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-brand-200 text-brand-800 hover:border-brand-700 bg-white",
                  )}
                >
                  {option.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <p
        ref={summaryRef}
        tabIndex={-1}
        aria-live="polite"
        className="text-muted mt-8 mb-4 text-center text-sm"
      >
        {searching
          ? `${results.length} of ${questions(inScope)}${scope} match “${query.trim()}”`
          : `${questions(results.length)}${scope}`}
      </p>

      {results.length > 0 ? (
        <Accordion
          name="faq"
          idPrefix="faq-"
          itemTestId="faq-item"
          items={results.map((item) => ({
            id: item.id,
            summary: (
              <span>
                <span className="text-brand-700 mb-1 block text-xs font-semibold tracking-wider uppercase">
                  {item.category}
                </span>
                <span className="text-lg">{item.question}</span>
              </span>
            ),
            content: <FaqAnswer text={item.answer} html={item.answerHtml} />,
          }))}
        />
      ) : (
        <p
          role="status"
          className="border-brand-200 text-ink rounded-2xl border-2 border-dashed bg-white p-8 text-center text-lg"
        >
          {NO_MATCH}
        </p>
      )}
    </div>
  );
}

/** "1 question", "9 questions". */
function questions(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}
