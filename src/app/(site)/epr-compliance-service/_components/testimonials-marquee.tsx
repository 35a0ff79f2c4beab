import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Marquee } from "@/components/widgets/marquee";
import { StarRating } from "@/components/ui/star-rating";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage } from "@/content/services/epr";
import { getTestimonials } from "@/lib/company-content";

export async function TestimonialsMarquee() {
  const { items, sample } = await getTestimonials("epr");
  // None of the company's own and its samples retired: no section rather than made-up quotes.
  if (items.length === 0) return null;
  return (
    <Section tone="surface" aria-labelledby="epr-testimonials-heading">
      <SectionHeading
        id="epr-testimonials-heading"
        eyebrow="Testimonials"
        title={eprPage.testimonials.title}
      />
      <Marquee
        label="Client testimonials"
        durationSeconds={12 * items.length}
        {...(items.length < 4 && { still: true })}
        stillLayout="scroll"
      >
        {items.map((t) => {
          return (
            <figure key={t.id} className="card flex h-full w-72 flex-col p-6 sm:w-96">
              <div className="flex items-center justify-between gap-4">
                <StarRating rating={t.rating} />
                {t.logo ? (
                  <StaticImage {...t.logo} className="h-8 w-auto max-w-[55%] object-contain" />
                ) : null}
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
      <SampleNote kind="testimonials" sample={sample} className="mt-6 text-center" />
    </Section>
  );
}
