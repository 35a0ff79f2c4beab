import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Marquee } from "@/components/widgets/marquee";
import { StarRating } from "@/components/ui/star-rating";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { getClient } from "@/content/clients";
import { eprPage, eprTestimonials } from "@/content/services/epr";

export function TestimonialsMarquee() {
  return (
    <Section tone="surface" aria-labelledby="epr-testimonials-heading">
      <SectionHeading
        id="epr-testimonials-heading"
        eyebrow="Testimonials"
        title={eprPage.testimonials.title}
      />
      <Marquee label="Client testimonials" durationSeconds={60} stillLayout="scroll">
        {eprTestimonials.map((t) => {
          const { logo } = getClient(t.client);
          return (
            <figure key={t.id} className="card flex h-full w-72 flex-col p-6 sm:w-96">
              <div className="flex items-center justify-between gap-4">
                <StarRating />
                <StaticImage {...logo} className="h-8 w-auto max-w-[55%] object-contain" />
              </div>
              <blockquote className="text-ink mt-5 flex-1">
                <p>&ldquo;{t.text}&rdquo;</p>
              </blockquote>
              <figcaption className="border-brand-100 mt-6 border-t pt-4">
                <span className="text-ink block font-semibold">{t.author}</span>
                <span className="text-muted block text-sm">{t.role}</span>
              </figcaption>
            </figure>
          );
        })}
      </Marquee>
      <SampleNote kind="testimonials" className="mt-6 text-center" />
    </Section>
  );
}
