import { SampleNote } from "@/components/site/sample-note";
import { Icon } from "@/components/ui/icon";
import { StaticImage } from "@/components/images/static-image";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { hero, heroTrust } from "@/content/home";
import { getSiteSettings } from "@/lib/company-content/settings";

export async function HomeHero() {
  const { claims, sample } = await getSiteSettings();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="from-brand-50 via-surface relative overflow-hidden bg-gradient-to-b to-white"
    >
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14 lg:py-20">
        <div>
          <SectionHeading
            as="h1"
            size="hero"
            align="left"
            id="home-hero-title"
            eyebrow={hero.eyebrow}
            title={hero.title}
            intro={<p>{hero.intro}</p>}
            className="mb-0"
          />
          <p className="border-brand-100 mt-6 inline-flex items-center gap-3 rounded-full border bg-white px-4 py-2 shadow-sm">
            <span className="flex" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Icon icon="star" key={i} className="fill-accent-400 text-accent-500 h-4 w-4" />
              ))}
            </span>
            <span className="text-ink text-sm font-semibold">
              {claims.googleRating} rating on Google
            </span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/contact-us" size="lg">
              Get started
            </ButtonLink>
            <ButtonLink href="#services" variant="outline" size="lg">
              Our services
            </ButtonLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {heroTrust(claims).map((item) => (
              <li key={item.label} className="border-brand-600 border-l-4 pl-3">
                <span className="text-brand-800 block text-2xl font-extrabold">{item.value}</span>
                <span className="text-muted text-sm">{item.label}</span>
              </li>
            ))}
          </ul>
          {sample.claims ? <SampleNote kind="claims" className="mt-3" /> : null}
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="bg-accent-100 absolute -top-6 -right-6 h-40 w-40 rounded-full blur-2xl"
          />
          <StaticImage
            {...hero.image}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="relative h-auto w-full rounded-3xl shadow-xl ring-1 ring-black/5"
          />
        </div>
      </Container>
    </section>
  );
}
