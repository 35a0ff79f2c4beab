import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage } from "@/content/services/epr";
import { ProcessSteps } from "./process-steps";

export function ProcessSection() {
  const { process } = eprPage;
  return (
    <Section tone="brand" aria-labelledby="epr-process-heading">
      <SectionHeading
        id="epr-process-heading"
        eyebrow="Our process"
        title={process.title}
        intro={process.intro}
      />
      <ProcessSteps steps={process.steps} />
    </Section>
  );
}
