import { Link } from "@/components/ui/link";
import { ImageCardCarousel } from "@/components/widgets/image-card-carousel";
import { eprEstimatorLink } from "@/content/navigation";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { pagedResponsive } from "@/components/widgets/carousel-layouts";
import { eprPage } from "@/content/services/epr";
import { fiveThreeTwoSlot } from "./image-slot";

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
      <ImageCardCarousel
        label="Steps to an audit-ready year"
        responsive={pagedResponsive}
        look="step"
        slot={fiveThreeTwoSlot}
        cards={howItWorks.steps.map((step, index) => ({
          image: step.image,
          caption: step.title,
          step: index + 1,
        }))}
      />
      <p className="text-muted mt-8 text-center">
        Step one starts with a number: how much you owe this year.{" "}
        <Link
          href={eprEstimatorLink.href}
          className="text-brand-800 font-semibold underline underline-offset-2"
        >
          Estimate your plastic or e-waste obligation
        </Link>
        , with the rule behind every figure.
      </p>
    </Section>
  );
}
