// Pure FAQ filter shared by the server render and the browser: a category narrows the list to
// that category's questions; the search text matches question, answer and category by word,
// forgiving ordinary word endings ("pricing" finds "price").
import { faqCategories, type FaqCategory, type FaqEntry } from "@/content/faqs";

/** Longest search text we accept from the URL; anything longer is cut. */
export const MAX_FAQ_QUERY_LENGTH = 100;

export type FaqFilter = { query: string; category?: FaqCategory };

/** Reads `q` from search params (string, array or missing) into a trimmed query. */
export function parseFaqQuery(value: string | readonly string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === "string" ? raw.trim().slice(0, MAX_FAQ_QUERY_LENGTH) : "";
}

/**
 * Reads `category` from search params against the list of categories (this module also runs
 * in the browser, so no schema library); an unknown category shows every question.
 */
export function parseFaqCategory(
  value: string | readonly string[] | undefined,
): FaqCategory | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string") return undefined;
  return faqCategories.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
}

/**
 * A light English stem: drops the endings that change a word's form but not what a visitor
 * means (plural -s/-es/-ies, -ing, -ed and a final -e), so "prices", "pricing" and "priced"
 * all become "pric". Short words are left alone so "need" or "bus" keep their meaning.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

const words = (text: string) => text.toLocaleLowerCase("en-IN").match(/[\p{L}\p{N}]+/gu) ?? [];

export function filterFaqs<T extends FaqEntry>(entries: readonly T[], filter: FaqFilter): T[] {
  const needles = words(filter.query).map(stem);
  return entries.filter((entry) => {
    if (filter.category && entry.category !== filter.category) return false;
    if (needles.length === 0) return true;
    const haystack = words(`${entry.question} ${entry.answer} ${entry.category}`)
      .map(stem)
      .join(" ");
    return needles.every((needle) => haystack.includes(needle));
  });
}

/** Page titles: the static /faq, and the search route (which the page takes on as you filter). */
export const FAQ_TITLES = { all: "Frequently Asked Questions", search: "Search the FAQs" } as const;

/**
 * The URL for a filter: the static /faq when empty, else the search-only route (the one FAQ
 * page rendered per request; the old /faq?q= form redirects there).
 */
export function faqHref({ query, category }: FaqFilter): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category.toLowerCase());
  if (query.trim() !== "") params.set("q", query.trim());
  const search = params.toString();
  return search === "" ? "/faq" : `/faq/search?${search}`;
}
