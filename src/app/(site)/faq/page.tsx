import { BRAND_NAME } from "@/content/site";
import { FAQ_TITLES } from "@/lib/faq/search";
import { buildMetadata } from "@/lib/seo/metadata";
import { FaqView } from "./_components/faq-view";

// Prerendered with every question. A search or a category (?q=, ?category=) is answered by
// /faq/search, the one page that renders per request; /faq?q=... redirects there (next.config.ts).
export const metadata = buildMetadata({
  title: FAQ_TITLES.all,
  description: `Answers about ${BRAND_NAME}'s EPR compliance support, waste pickup, pricing, recycling and the cities we serve.`,
  path: "/faq",
  keywords: ["EPR FAQ", "waste pickup questions", "EPR registration help"],
});

export default function FaqPage() {
  return <FaqView query="" />;
}
