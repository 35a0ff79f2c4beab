import { SampleNote } from "@/components/site/sample-note";
import { Counters } from "@/components/widgets/counters";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCounters } from "@/content/counters";
import { getSiteSettings, pickCounters } from "@/lib/company-content/settings";

export async function PickupCounters({ title }: { title: string }) {
  const counters = pickCounters(
    await getSiteSettings(),
    homeCounters.map((c) => c.id),
  );
  return (
    <Section aria-labelledby="counters-title">
      <SectionHeading id="counters-title" eyebrow="Impact" title={title} />
      <Counters items={counters.items} />
      {counters.sample ? <SampleNote kind="counters" className="mt-6 text-center" /> : null}
    </Section>
  );
}
