import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { site } from "@/content/site";
import { buildMetadata } from "@/lib/seo";

export const metadata = buildMetadata({
  title: `Waste management and EPR compliance in south India`,
  description: site.aim,
  path: "/",
});

export default function HomePage() {
  return (
    <Section>
      <SectionHeading as="h1" title={site.tagline} intro={site.mission} />
    </Section>
  );
}
