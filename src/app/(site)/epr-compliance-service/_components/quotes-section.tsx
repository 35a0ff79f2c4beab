import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { consumerQuotes, eprPage } from "@/content/services/epr";
import { ConsumerQuotes } from "./consumer-quotes";

export function QuotesSection() {
  const { quotes } = eprPage;
  return (
    <Section tone="dark" aria-labelledby="epr-quotes-heading">
      <SectionHeading
        id="epr-quotes-heading"
        eyebrow="The market"
        title={quotes.title}
        tone="dark"
      />
      <ConsumerQuotes quotes={consumerQuotes} label={quotes.label} />
    </Section>
  );
}
