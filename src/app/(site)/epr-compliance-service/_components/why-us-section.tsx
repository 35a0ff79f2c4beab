import { SampleNote } from "@/components/ui/sample-note";
import { Carousel } from "@/components/ui/carousel";
import { Counters } from "@/components/ui/counters";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { standardResponsive } from "@/content/carousel";
import { allCounters } from "@/content/counters";
import { eprPage } from "@/content/services/epr";
import { fiveThreeTwoSizes, ImageSlide } from "./image-slide";

const { whyUs, counters } = eprPage;

export function WhyUsSection() {
  return (
    <Section tone="brand" aria-labelledby="epr-why-heading">
      <SectionHeading
        id="epr-why-heading"
        eyebrow="Why us"
        title={whyUs.title}
        intro={whyUs.intro}
      />
      <Carousel label="Reasons brands choose us" responsive={standardResponsive}>
        {whyUs.slides.map((slide) => (
          <ImageSlide
            key={slide.title}
            image={slide.image}
            title={slide.title}
            sizes={fiveThreeTwoSizes}
          />
        ))}
      </Carousel>
      <h3 className="text-ink mt-16 mb-8 text-center text-2xl font-bold">{counters.title}</h3>
      <Counters items={allCounters} />
      <SampleNote kind="counters" className="mt-6 text-center" />
    </Section>
  );
}
