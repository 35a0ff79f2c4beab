import { SampleNote } from "@/components/site/sample-note";
import { ClientLogo } from "@/components/site/client-logo";
import { Marquee } from "@/components/widgets/marquee";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { eprPage } from "@/content/services/epr";
import type { CompanyContent } from "@/lib/company-content";
import type { Client } from "@/content/clients";

export function TitansMarquee({ clients }: { clients: CompanyContent<Client> }) {
  const { titans } = eprPage;
  if (clients.items.length === 0) return null;
  return (
    <Section aria-labelledby="epr-titans-heading">
      <SectionHeading
        id="epr-titans-heading"
        eyebrow="Our clients"
        title={titans.title}
        intro={titans.intro}
      />
      <Marquee
        label="Client logos"
        // The same speed for any number of logos; too few to fill the row stand still.
        durationSeconds={3 * clients.items.length}
        {...(clients.items.length < 8 && { still: true })}
        itemClassName="flex items-center"
      >
        {clients.items.map((client) => (
          <figure
            key={client.id}
            className="logo-tile h-auto min-h-16 flex-col justify-center gap-1 py-2 sm:min-h-20"
          >
            <ClientLogo client={client} className="h-6 w-auto sm:h-9" />
            {client.sector ? (
              <figcaption className="text-muted text-xs">{client.sector}</figcaption>
            ) : null}
          </figure>
        ))}
      </Marquee>
      <SampleNote kind="clients" sample={clients.sample} className="mt-6 text-center" />
    </Section>
  );
}
