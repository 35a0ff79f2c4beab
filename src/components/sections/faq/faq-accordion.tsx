import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { FaqEntry } from "@/content/faqs";

/**
 * Native exclusive accordion: `<details>` elements sharing a `name` keep one open at a
 * time, and clicking the open one closes it. Works without scripts; every answer is in
 * the HTML.
 */
export function FaqAccordion({ items, name }: { items: readonly FaqEntry[]; name: string }) {
  return (
    <ul className="divide-brand-100 border-brand-100 divide-y rounded-2xl border bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <details name={name} id={`faq-${item.id}`} className="group" data-testid="faq-item">
            <summary className="hover:bg-brand-50 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left [&::-webkit-details-marker]:hidden">
              <span>
                <span className="text-brand-700 mb-1 block text-xs font-semibold tracking-wider uppercase">
                  {item.category}
                </span>
                <span className="text-ink text-lg font-semibold">{item.question}</span>
              </span>
              <Icon
                icon={ChevronDown}
                className="text-brand-700 h-6 w-6 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted px-5 pb-5 leading-relaxed">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
