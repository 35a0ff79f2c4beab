import { ServiceFaqs } from "@/components/site/service-faqs";
import { Section } from "@/components/ui/container";
import { eprPage } from "@/content/services/epr";

export function FaqSection() {
  const { headingId } = eprPage.faq;
  return (
    <Section aria-labelledby={headingId}>
      <ServiceFaqs pageType="epr" headingId={headingId} />
    </Section>
  );
}
