import { Icon, type IconName } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage } from "@/content/services/epr";

const icons: Record<(typeof eprPage.digital.features)[number]["icon"], IconName> = {
  files: "file-stack",
  globe: "globe",
  lock: "lock",
};

export function DigitalSection() {
  const { digital } = eprPage;
  return (
    <Section tone="surface" aria-labelledby="epr-digital-heading">
      <SectionHeading
        id="epr-digital-heading"
        eyebrow="Our platform"
        title={digital.title}
        intro={digital.text}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {digital.features.map((feature) => {
          const icon = icons[feature.icon];
          return (
            <li key={feature.title} className="card p-6">
              <span className="icon-badge">
                <Icon icon={icon} className="h-6 w-6" />
              </span>
              <h3 className="text-ink mt-4 text-lg font-bold">{feature.title}</h3>
              <p className="text-muted mt-1">{feature.text}</p>
            </li>
          );
        })}
        <li className="bg-brand-800 flex flex-col justify-center rounded-2xl p-6 text-white">
          <p className="text-lg font-bold">Already a client?</p>
          <ButtonLink href={digital.action.href} variant="accent" className="mt-4 self-start">
            {digital.action.label}
            <Icon icon="arrow-right" className="h-5 w-5" />
          </ButtonLink>
        </li>
      </ul>
    </Section>
  );
}
