import { ServiceFaqs } from "@/components/site/service-faqs";
import { Section } from "@/components/ui/container";
import { eprPage } from "@/content/services/epr";
import { getServiceFaqs } from "@/lib/company-content";

export async function FaqSection() {
  const { headingId } = eprPage.faq;
  const { items, sample } = await getServiceFaqs("epr");
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <ServiceFaqs pageType="epr" headingId={headingId} items={items} sample={sample} />
    </Section>
  );
}
