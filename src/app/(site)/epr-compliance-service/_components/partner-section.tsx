import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { buttonClasses } from "@/components/ui/button";
import { eprPage } from "@/content/services/epr";

const { partner } = eprPage;

/** The explore button is a link to the waste-type section, so it works without scripts too. */
export function PartnerSection({ exploreTarget }: { exploreTarget: string }) {
  return (
    <Section tone="dark" aria-labelledby="epr-partner-heading">
      <SectionHeading id="epr-partner-heading" title={partner.title} tone="dark" />
      <div className="text-brand-100 mx-auto max-w-3xl space-y-4 text-center text-lg">
        {partner.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-8 flex justify-center">
        <a href={`#${exploreTarget}`} className={buttonClasses("accent", "lg")}>
          {partner.action}
          <Icon icon="arrow-down" className="h-5 w-5" />
        </a>
      </div>
    </Section>
  );
}
