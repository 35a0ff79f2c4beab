import { SampleNote } from "@/components/site/sample-note";
import { ImageCardCarousel } from "@/components/widgets/image-card-carousel";
import { Counters } from "@/components/widgets/counters";
import { Section } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { SectionHeading } from "@/components/ui/section-heading";
import { standardResponsive } from "@/components/widgets/carousel-layouts";
import { getSiteSettings, pickCounters } from "@/lib/company-content/settings";
import { eprPage } from "@/content/services/epr";
import { fiveThreeTwoSlot } from "./image-slot";

const { whyUs, counters: countersCopy } = eprPage;

export async function WhyUsSection() {
  const counters = pickCounters(await getSiteSettings());
  return (
    <Section tone="brand" aria-labelledby="epr-why-heading">
      <SectionHeading
        id="epr-why-heading"
        eyebrow="Why us"
        title={whyUs.title}
        intro={whyUs.intro}
      />
      <ImageCardCarousel
        label="Reasons brands choose us"
        responsive={standardResponsive}
        look="step"
        slot={fiveThreeTwoSlot}
        cards={whyUs.slides.map((slide) => ({ image: slide.image, caption: slide.title }))}
      />
      <p className="text-muted mt-6 text-center">
        {whyUs.calendar.before}{" "}
        <Link
          href={whyUs.calendar.href}
          className="text-brand-800 font-semibold underline underline-offset-4"
        >
          {whyUs.calendar.label}
        </Link>
        .
      </p>
      <h3 className="text-ink mt-16 mb-8 text-center text-2xl font-bold">{countersCopy.title}</h3>
      <Counters items={counters.items} />
      {counters.sample ? <SampleNote kind="counters" className="mt-6 text-center" /> : null}
    </Section>
  );
}
