import { ServiceFaqs } from "@/components/site/service-faqs";
import { Section } from "@/components/ui/container";
import { getServiceFaqs } from "@/lib/company-content";

export async function PickupFaqs({
  pageType,
}: {
  pageType: "industrialwaste" | "residentialwaste";
}) {
  const { items, sample } = await getServiceFaqs(pageType);
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="faq-title" tone="brand">
      <ServiceFaqs pageType={pageType} headingId="faq-title" items={items} sample={sample} />
    </Section>
  );
}
