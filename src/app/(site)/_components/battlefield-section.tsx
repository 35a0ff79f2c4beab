import { SampleNote } from "@/components/site/sample-note";
import { Section } from "@/components/ui/container";
import { battlefield } from "@/content/home";

export function BattlefieldSection() {
  return (
    <Section aria-labelledby="battlefield-title" tone="dark">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <p className="eyebrow text-brand-300 mb-0">{battlefield.eyebrow}</p>
          <h2 id="battlefield-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
            {battlefield.title}
          </h2>
          <div className="text-brand-100 mt-6 space-y-4 text-lg">
            {battlefield.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {battlefield.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-white/15 bg-white/5 p-6"
            >
              <dt className="text-brand-100 mt-1 text-sm">{stat.label}</dt>
              <dd className="text-accent-300 text-4xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="text-brand-200 mt-8 text-sm">Figures are our own estimates for Puducherry.</p>
      <SampleNote kind="battlefield" tone="dark" className="mt-6 text-center" />
    </Section>
  );
}
