"use client";

import { Search } from "lucide";
import { useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { faqCategories, type FaqEntry } from "@/content/faqs";
import { faqHref, filterFaqs, MAX_FAQ_QUERY_LENGTH } from "@/lib/faq-search";
import { FaqAccordion } from "./faq-accordion";

const NO_MATCH =
  "No FAQs found matching your search. Try a different term or browse all categories.";

const chip =
  "inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold transition-colors";

/**
 * Search box, category buttons and the accordion. The query lives in the URL (?q=): the
 * server renders the filtered list, the search box is a GET form and the categories are
 * links, so it all works without scripts; with scripts the list filters as you type.
 */
export function FaqExplorer({
  faqs,
  initialQuery,
}: {
  faqs: readonly FaqEntry[];
  initialQuery: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const results = filterFaqs(faqs, query);

  function update(next: string) {
    setQuery(next);
    // Next.js keeps its router in step with replaceState, without a server round trip.
    window.history.replaceState(null, "", faqHref(next));
  }

  const active = query.trim().toLowerCase();
  const categories = [
    { label: "All", value: "" },
    ...faqCategories.map((c) => ({ label: c, value: c })),
  ];

  return (
    <div>
      <form
        role="search"
        action="/faq"
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
            icon={Search}
            className="text-muted pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2"
          />
          <input
            id="faq-search"
            type="search"
            name="q"
            value={query}
            maxLength={MAX_FAQ_QUERY_LENGTH}
            onChange={(event) => update(event.target.value)}
            placeholder="Search questions, e.g. pricing"
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
          {categories.map((category) => {
            const current = active === category.value.toLowerCase();
            return (
              <li key={category.label}>
                <a
                  href={faqHref(category.value)}
                  aria-current={current ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    update(category.value);
                  }}
                  className={`${chip} ${
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-brand-200 text-brand-800 hover:border-brand-700 bg-white"
                  }`}
                >
                  {category.label}
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
        {active === ""
          ? `${results.length} questions`
          : `${results.length} of ${faqs.length} questions match “${query.trim()}”`}
      </p>

      {results.length > 0 ? (
        <FaqAccordion items={results} name="faq" />
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
