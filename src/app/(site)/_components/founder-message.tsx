import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Section } from "@/components/ui/container";
import { founder } from "@/content/home";

export function FounderMessage() {
  return (
    <Section aria-labelledby="founder-title" tone="brand">
      <div className="grid items-center gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <StaticImage
          {...founder.image}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="mx-auto h-auto w-full max-w-sm rounded-3xl shadow-lg"
        />
        <figure>
          <p className="eyebrow text-brand-700 mb-0">A message from our founder</p>
          <h2 id="founder-title" className="title text-ink mt-3">
            “We will show you where your waste went.”
          </h2>
          <blockquote className="text-muted mt-6 space-y-4 text-lg">
            {founder.message.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className="mt-6">
            <span className="text-ink block font-bold">{founder.name}</span>
            <span className="text-muted text-sm">{founder.role}</span>
          </figcaption>
          <SampleNote kind="founder" className="mt-3" />
        </figure>
      </div>
    </Section>
  );
}
