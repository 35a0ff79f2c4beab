import { WasteShowcase } from "@/components/sections/pickup/waste-showcase";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { wasteTypes } from "@/content/services/pickup";

export function WasteShowcaseSection({ title, intro }: { title: string; intro: string }) {
  return (
    <Section aria-labelledby="showcase-title" tone="surface">
      <SectionHeading id="showcase-title" eyebrow="What we collect" title={title} intro={intro} />
      <WasteShowcase types={wasteTypes} />
    </Section>
  );
}
