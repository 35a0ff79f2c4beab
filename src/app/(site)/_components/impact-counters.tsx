import { SampleNote } from "@/components/site/sample-note";
import { Counters } from "@/components/widgets/counters";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { homeCounters } from "@/content/counters";
import { getSiteSettings, pickCounters } from "@/lib/company-content/settings";
import { impactIntro } from "@/content/home";

export async function ImpactCounters() {
  const counters = pickCounters(
    await getSiteSettings(),
    homeCounters.map((c) => c.id),
  );
  return (
    <Section aria-labelledby="impact-title" tone="dark">
      <SectionHeading id="impact-title" tone="dark" {...impactIntro} />
      <Counters items={counters.items} tone="dark" />
      {counters.sample ? (
        <SampleNote kind="counters" tone="dark" className="mt-6 text-center" />
      ) : null}
    </Section>
  );
}
