import { NewTabLink } from "@/components/ui/new-tab-link";
import { Link } from "@/components/ui/link";
import { Fragment, type ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { formatDay } from "@/lib/format-day";
import type { LegalSection } from "@/content/privacy-policy";

const linkClass = "text-brand-800 font-semibold underline underline-offset-2";

/** Renders text with [label](href) links; site paths use the site's Link. */
function Inline({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]]+\]\([^)\s]+\))/g);
  return parts.map((part, i) => {
    const match = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (!match) return <Fragment key={i}>{part}</Fragment>;
    const [, label, href] = match as unknown as [string, string, string];
    if (href.startsWith("/")) {
      return (
        <Link key={i} href={href} className={linkClass}>
          {label}
        </Link>
      );
    }
    const Anchor = href.startsWith("http") ? NewTabLink : "a";
    return (
      <Anchor key={i} href={href} className={linkClass}>
        {label}
      </Anchor>
    );
  });
}

export function LegalDocument({
  title,
  path,
  updated,
  intro,
  sections,
  lang,
  labels = { home: "Home", updated: "Last updated", onThisPage: "On this page" },
  alternate,
  children,
}: {
  title: string;
  path: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Set when the document is not in the page's English. */
  lang?: string;
  labels?: { home: string; updated: string; onThisPage: string };
  /** The same document in another language. */
  alternate?: { href: string; label: string; lang: string };
  /** Extra sections after the numbered ones. */
  children?: ReactNode;
}) {
  const updatedDay = formatDay(updated, { lang: lang === "ta" ? "ta" : "en" });
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl" lang={lang}>
        <Breadcrumbs
          items={[
            { name: labels.home, path: "/" },
            { name: title, path },
          ]}
        />
        <h1 className="text-ink mt-6 text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="text-muted mt-3">
          {labels.updated}: <time dateTime={updated}>{updatedDay}</time>
        </p>
        {alternate ? (
          <p className="mt-2">
            <Link
              href={alternate.href}
              hrefLang={alternate.lang}
              lang={alternate.lang}
              className={linkClass}
            >
              {alternate.label}
            </Link>
          </p>
        ) : null}
        <p className="text-ink mt-6 text-lg leading-relaxed">{intro}</p>
        <nav aria-label={labels.onThisPage} className="bg-surface mt-8 rounded-2xl p-6">
          <p className="text-ink font-bold">{labels.onThisPage}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-5">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-800 py-0.5 underline-offset-2 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10"
          >
            <h2 id={`${section.id}-title`} className="text-ink text-2xl font-bold">
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block, i) =>
              typeof block === "string" ? (
                <p key={i} className="text-ink mt-4 leading-relaxed">
                  <Inline text={block} />
                </p>
              ) : (
                <ul key={i} className="text-ink mt-4 list-disc space-y-2 pl-6 leading-relaxed">
                  {block.list.map((item, i) => (
                    <li key={i}>
                      <Inline text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        {children}
      </div>
    </Container>
  );
}
