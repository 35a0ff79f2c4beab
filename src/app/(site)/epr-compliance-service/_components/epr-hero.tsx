import { SampleNote } from "@/components/site/sample-note";
import { ReviewNote } from "./review-note";
import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/images/static-image";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { ClientLogo } from "@/components/site/client-logo";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { getClient, type Client } from "@/content/clients";
import type { CompanyContent } from "@/lib/company-content";
import { eprEstimatorLink } from "@/content/navigation";
import { eprPage } from "@/content/services/epr";

const { hero } = eprPage;

/** `clients`: the company's own (the first four) or, as a default, the four the page names. */
export function EprHero({ clients }: { clients: CompanyContent<Client> }) {
  const shown = clients.sample ? hero.clients.map(getClient) : clients.items.slice(0, 4);
  return (
    <section
      aria-labelledby="epr-hero-heading"
      className="from-brand-50 to-accent-100/60 overflow-hidden bg-gradient-to-br via-white pt-6 pb-16 sm:pb-20"
    >
      <Container>
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "EPR Compliance", path: eprPage.path },
          ]}
        />
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <SectionHeading
              as="h1"
              size="hero"
              align="left"
              id="epr-hero-heading"
              eyebrow={hero.eyebrow}
              title={hero.title}
              intro={<p>{hero.text}</p>}
              className="mb-0"
            />
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <ButtonLink href="#contact" variant="accent" size="lg">
                Get started
                <Icon icon="arrow-right" className="h-5 w-5" />
              </ButtonLink>
              <ButtonLink href={eprEstimatorLink.href} variant="outline" size="lg">
                Estimate your obligation
              </ButtonLink>
            </div>
            <p className="border-brand-100 text-ink mt-6 flex max-w-xl gap-3 rounded-xl border bg-white/80 p-4 text-sm shadow-sm">
              <Icon icon="shield-check" className="text-brand-700 mt-0.5 h-5 w-5 shrink-0" />
              <span>{hero.note}</span>
            </p>
            <ReviewNote source={hero.source} className="mt-3 max-w-xl" />
            {shown.length > 0 ? (
              <div className="mt-8">
                <p id="epr-hero-clients" className="text-muted text-sm font-semibold">
                  {hero.clientsLabel}
                </p>
                <ul
                  aria-labelledby="epr-hero-clients"
                  className="mt-3 grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-4"
                >
                  {shown.map((client) => (
                    <li key={client.id} className="min-w-0">
                      {/* A row that stays still: a client's website from WordPress is a link. */}
                      {client.website ? (
                        <NewTabLink href={client.website} className="inline-block">
                          <ClientLogo
                            client={client}
                            className="h-8 w-auto max-w-full object-contain object-left sm:h-9"
                          />
                        </NewTabLink>
                      ) : (
                        <ClientLogo
                          client={client}
                          className="h-8 w-auto max-w-full object-contain object-left sm:h-9"
                        />
                      )}
                    </li>
                  ))}
                </ul>
                <SampleNote kind="clients" sample={clients.sample} className="mt-3" />
              </div>
            ) : null}
          </div>
          <StaticImage
            {...hero.image}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="mx-auto w-full max-w-md rounded-3xl shadow-xl ring-1 ring-black/5 lg:max-w-none"
          />
        </div>
      </Container>
    </section>
  );
}
