import { SampleNote } from "@/components/site/sample-note";
import { Icon } from "@/components/ui/icon";
import { Marquee } from "@/components/widgets/marquee";
import { StarRating } from "@/components/ui/star-rating";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { getTestimonials } from "@/lib/company-content";

/** Quotes with the same star mark as the EPR page; never marked up as rating structured data. */
export async function TestimonialsMarquee() {
  const { items, sample } = await getTestimonials("home");
  // None of the company's own and its samples retired: no section rather than made-up quotes.
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="testimonials-title" tone="brand">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What our customers say"
        intro="Households, plants, hotels and schools on working with our crews."
      />
      <Marquee
        label="Customer testimonials"
        // The same speed for any number of quotes; too few to fill the row stand still.
        durationSeconds={8 * items.length}
        {...(items.length < 4 && { still: true })}
        stillLayout="scroll"
        itemClassName="w-80 sm:w-96"
      >
        {items.map((item) => (
          <figure key={item.id} className="quote-card">
            <div className="flex items-center justify-between gap-4">
              <Icon icon="quote" className="text-brand-300 h-8 w-8" />
              <StarRating rating={item.rating} />
            </div>
            <blockquote className="quote-card-text">
              <p>{item.text}</p>
            </blockquote>
            <figcaption className="mt-5">
              <span className="text-ink block font-bold">{item.author}</span>
              <span className="text-muted text-sm">{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </Marquee>
      <SampleNote kind="testimonials" sample={sample} className="mt-6 text-center" />
    </Section>
  );
}
