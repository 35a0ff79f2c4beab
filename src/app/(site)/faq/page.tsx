import { FaqExplorer } from "@/components/sections/faq/faq-explorer";
import { StillHaveQuestions } from "@/components/sections/faq/still-have-questions";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { faqs } from "@/content/faqs";
import { BRAND_NAME } from "@/content/site";
import { parseFaqQuery } from "@/lib/faq-search";
import { buildMetadata } from "@/lib/seo";

// Every filtered view shares the one canonical /faq.
export const metadata = buildMetadata({
  title: "Frequently Asked Questions",
  description: `Answers about ${BRAND_NAME}'s EPR compliance support, waste pickup, pricing, recycling and the cities we serve.`,
  path: "/faq",
  keywords: ["EPR FAQ", "waste pickup questions", "EPR registration help"],
});

export default async function FaqPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q } = await searchParams;
  const query = parseFaqQuery(q);
  return (
    <div className="from-brand-50 bg-gradient-to-b to-white to-40% pt-8 pb-16 sm:pb-20">
      <Container>
        <div className="mx-auto max-w-4xl">
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: "FAQ", path: "/faq" },
            ]}
          />
          <header className="mt-6 mb-10 text-center">
            <h1 className="text-ink text-4xl font-bold sm:text-5xl">Frequently asked questions</h1>
            <p className="text-muted mx-auto mt-4 max-w-2xl text-lg">
              Search by keyword or pick a category to find what you need.
            </p>
          </header>
          <FaqExplorer faqs={faqs} initialQuery={query} />
          <StillHaveQuestions />
        </div>
      </Container>
    </div>
  );
}
