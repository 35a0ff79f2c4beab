import { SampleNote } from "@/components/site/sample-note";
import { Counters } from "@/components/widgets/counters";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCounters } from "@/content/counters";
import { impactIntro } from "@/content/home";

export function ImpactCounters() {
  return (
    <Section aria-labelledby="impact-title" tone="dark">
      <SectionHeading id="impact-title" tone="dark" {...impactIntro} />
      <Counters items={homeCounters} tone="dark" />
      <SampleNote kind="counters" tone="dark" className="mt-6 text-center" />
    </Section>
  );
}
