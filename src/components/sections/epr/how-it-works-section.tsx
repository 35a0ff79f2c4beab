import { Carousel } from "@/components/sections/carousel";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { pagedResponsive } from "@/content/carousel";
import { eprPage } from "@/content/services/epr";
import { fiveThreeTwoSizes, ImageSlide } from "./image-slide";

const { howItWorks } = eprPage;

/** Ten steps that move a screenful at a time: five on desktop, three on tablet, two on phones. */
export function HowItWorksSection() {
  return (
    <Section aria-labelledby="epr-how-heading">
      <SectionHeading
        id="epr-how-heading"
        eyebrow="Step by step"
        title={howItWorks.title}
        intro={howItWorks.intro}
      />
      <Carousel label="Steps to an audit-ready year" responsive={pagedResponsive}>
        {howItWorks.steps.map((step, index) => (
          <ImageSlide
            key={step.title}
            image={step.image}
            title={step.title}
            step={index + 1}
            sizes={fiveThreeTwoSizes}
          />
        ))}
      </Carousel>
    </Section>
  );
}
