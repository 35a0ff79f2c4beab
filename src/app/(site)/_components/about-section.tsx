import { SampleNote } from "@/components/site/sample-note";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { about } from "@/content/home";
import { timeline } from "@/content/timeline";

export function AboutSection() {
  const cards = [
    { ...about.mission, icon: "target" as const },
    { ...about.vision, icon: "eye" as const },
  ];
  return (
    <Section id="about" aria-labelledby="about-title">
      <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="text-muted space-y-4 text-lg">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map(({ title, text, icon }) => (
            <li key={title} className="bg-brand-50 border-brand-100 rounded-2xl border p-6">
              <Icon icon={icon} className="text-brand-700 h-8 w-8" />
              <h3 className="text-ink mt-4 text-xl font-bold">{title}</h3>
              <p className="text-muted mt-2 text-lg">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <h3 className="text-ink mt-16 text-center text-2xl font-bold">Our journey, 2011 to 2022</h3>
      <ol className="relative mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {timeline.map((item) => (
          <li key={item.year} className="timeline-item">
            <p className="text-brand-700 text-2xl font-extrabold">
              <time dateTime={String(item.year)}>{item.year}</time>
            </p>
            <h4 className="text-ink mt-1 font-bold">{item.title}</h4>
            <p className="text-muted mt-1 text-sm">{item.text}</p>
          </li>
        ))}
      </ol>
      <SampleNote kind="timeline" className="mt-6 text-center" />
    </Section>
  );
}
