// Pure FAQ filter shared by the server render and the browser: case-insensitive substring
// match over question, answer and category.
import type { FaqEntry } from "@/content/faqs";

/** Longest search text we accept from the URL; anything longer is cut. */
export const MAX_FAQ_QUERY_LENGTH = 100;

/** Reads `q` from search params (string, array or missing) into a trimmed query. */
export function parseFaqQuery(value: string | readonly string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === "string" ? raw.trim().slice(0, MAX_FAQ_QUERY_LENGTH) : "";
}

export function filterFaqs<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase("en-IN");
  if (needle === "") return [...entries];
  return entries.filter((entry) =>
    [entry.question, entry.answer, entry.category].some((field) =>
      field.toLocaleLowerCase("en-IN").includes(needle),
    ),
  );
}

/** The /faq URL for a query; an empty query is the plain page. */
export function faqHref(query: string): string {
  const q = query.trim();
  return q === "" ? "/faq" : `/faq?${new URLSearchParams({ q }).toString()}`;
}
