import { ServiceFaqs } from "@/components/site/service-faqs";
import { Section } from "@/components/ui/container";

export function PickupFaqs({ pageType }: { pageType: "industrialwaste" | "residentialwaste" }) {
  return (
    <Section aria-labelledby="faq-title" tone="brand">
      <ServiceFaqs pageType={pageType} headingId="faq-title" />
    </Section>
  );
}
