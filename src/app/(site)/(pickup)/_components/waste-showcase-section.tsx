import { ReviewedLine } from "@/components/site/reviewed-line";
import { WasteShowcase } from "./waste-showcase";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { StaticImage } from "@/components/images/static-image";
import { showcaseReview, wasteTypes } from "@/content/services/pickup";

export function WasteShowcaseSection({ title, intro }: { title: string; intro: string }) {
  return (
    <Section aria-labelledby="showcase-title" tone="surface">
      <SectionHeading id="showcase-title" eyebrow="What we collect" title={title} intro={intro} />
      <WasteShowcase
        types={wasteTypes.map(({ slug, name, text }) => ({ slug, name, text }))}
        images={wasteTypes.map(({ slug, image }) => (
          <StaticImage
            key={slug}
            {...image}
            sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        ))}
      />
      <ReviewedLine {...showcaseReview} className="mt-8" />
    </Section>
  );
}
