import type { Metadata } from "next";
import { BRAND_NAME } from "@/content/site";
import { FAQ_TITLES, parseFaqCategory, parseFaqQuery } from "@/lib/faq/search";
import { buildMetadata } from "@/lib/seo/metadata";
import { FaqView } from "../_components/faq-view";

// The only public page rendered per request: it reads the visitor's query and category. Every
// filtered view shares the one canonical /faq and stays out of search results.
export const metadata: Metadata = {
  ...buildMetadata({
    title: FAQ_TITLES.search,
    description: `Answers about ${BRAND_NAME}'s EPR compliance support, waste pickup, pricing, recycling and the cities we serve.`,
    path: "/faq",
  }),
  robots: { index: false, follow: true },
};

export default async function FaqSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q, category } = await searchParams;
  return <FaqView query={parseFaqQuery(q)} category={parseFaqCategory(category)} />;
}
