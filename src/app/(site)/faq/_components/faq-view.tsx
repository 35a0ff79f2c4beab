import { FaqExplorer } from "./faq-explorer";
import { StillHaveQuestions } from "./still-have-questions";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { ReviewedLine } from "@/components/site/reviewed-line";
import { faqReview, type FaqCategory } from "@/content/faqs";
import { getFaqs } from "@/lib/company-content";

/** The FAQ page body: the static /faq shows every question, /faq/search the filtered list. */
export async function FaqView({ query, category }: { query: string; category?: FaqCategory }) {
  const { items: faqs, sample } = await getFaqs();
  // A category with no questions has no tab; asked for anyway, it shows every question.
  const known = category && faqs.some((faq) => faq.category === category) ? category : undefined;
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
          <FaqExplorer faqs={faqs} initialQuery={query} initialCategory={known} />
          {/* The defaults' regulatory answers were checked against these sources. */}
          {sample ? <ReviewedLine {...faqReview} className="mt-8" /> : null}
          <p className="text-muted mt-6">
            Return dates for every regime, with each extension and its source, are in our{" "}
            <Link
              href="/compliance-calendar"
              className="text-brand-800 underline underline-offset-4"
            >
              compliance calendar
            </Link>
            .
          </p>
          <StillHaveQuestions />
        </div>
      </Container>
    </div>
  );
}
