import { StaticImage } from "@/components/images/static-image";
import { Carousel } from "@/components/widgets/carousel";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { teamResponsive } from "@/components/widgets/carousel-layouts";
import type { CultureSlide } from "@/content/team";

export function CultureCarousel({ slides }: { slides: readonly CultureSlide[] }) {
  return (
    <Section tone="surface" aria-labelledby="culture-heading">
      <SectionHeading
        id="culture-heading"
        eyebrow="Work culture"
        title="Life at work"
        intro="We learn together, get our hands dirty together and celebrate together."
      />
      <Carousel label="Work culture" responsive={teamResponsive}>
        {slides.map((slide) => (
          <figure
            key={slide.title}
            className="h-full overflow-hidden rounded-2xl bg-white shadow-sm"
          >
            <StaticImage
              {...slide.image}
              sizes="(min-width: 1024px) 26rem, (min-width: 464px) 50vw, 100vw"
              className="aspect-[10/7] w-full object-cover"
            />
            <figcaption className="p-5">
              <span className="text-ink block text-lg font-bold">{slide.title}</span>
              <span className="text-muted mt-1 block">{slide.text}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
