import { SampleNote } from "@/components/site/sample-note";
import { StaticImage } from "@/components/images/static-image";
import { Marquee } from "@/components/widgets/marquee";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { clients } from "@/content/clients";
import { eprPage } from "@/content/services/epr";

export function TitansMarquee() {
  const { titans } = eprPage;
  return (
    <Section aria-labelledby="epr-titans-heading">
      <SectionHeading
        id="epr-titans-heading"
        eyebrow="Our clients"
        title={titans.title}
        intro={titans.intro}
      />
      <Marquee label="Client logos" durationSeconds={45} itemClassName="flex items-center">
        {clients.map((client) => (
          <div key={client.id} className="logo-tile">
            <StaticImage {...client.logo} className="h-6 w-auto sm:h-9" />
          </div>
        ))}
      </Marquee>
      <SampleNote kind="clients" className="mt-6 text-center" />
    </Section>
  );
}
