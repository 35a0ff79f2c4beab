import { SampleNote } from "@/components/site/sample-note";
import { Counters } from "@/components/widgets/counters";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCounters } from "@/content/counters";

export function PickupCounters({ title }: { title: string }) {
  return (
    <Section aria-labelledby="counters-title">
      <SectionHeading id="counters-title" eyebrow="Impact" title={title} />
      <Counters items={homeCounters} />
      <SampleNote kind="counters" className="mt-6 text-center" />
    </Section>
  );
}
