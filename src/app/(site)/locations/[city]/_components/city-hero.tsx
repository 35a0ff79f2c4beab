import { NewTabLink } from "@/components/ui/new-tab-link";
import { Icon } from "@/components/ui/icon";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { CityRecord } from "@/content/cities";
import { eprEstimatorLink } from "@/content/navigation";
import { getSiteSettings } from "@/lib/company-content/settings";
import { ConsultationModal } from "./consultation-modal";

export async function CityHero({ city }: { city: CityRecord }) {
  const { whatsapp } = await getSiteSettings();
  const path = `/locations/${city.slug}`;
  const text = encodeURIComponent(
    `Hello, I would like to know about EPR compliance in ${city.city}.`,
  );
  return (
    <section className="from-brand-900 to-brand-950 bg-gradient-to-br pt-8 pb-14 text-white sm:pb-20">
      <Container>
        <Breadcrumbs
          tone="dark"
          items={[
            { name: "Home", path: "/" },
            { name: "Locations", path: "/locations" },
            { name: city.city, path },
          ]}
        />
        <div className="mt-8 max-w-3xl">
          <p className="eyebrow text-brand-300 mb-0">
            {city.city}, {city.state} · {city.stateBoard}
          </p>
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{city.h1Title}</h1>
          <p className="text-brand-100 mt-5 text-lg leading-relaxed">{city.introParagraph}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ConsultationModal page={path} city={city.city} idPrefix="hero-consultation" />
            <NewTabLink
              href={`https://wa.me/${whatsapp.e164.slice(1)}?text=${text}`}
              className={buttonClasses("light", "lg")}
            >
              <Icon icon="message-circle" className="h-5 w-5" />
              Chat on WhatsApp
            </NewTabLink>
          </div>
          <p className="text-brand-100 mt-5">
            Want a first number?{" "}
            <a
              href={eprEstimatorLink.href}
              className="font-semibold text-white underline underline-offset-2"
            >
              Estimate your EPR obligation
            </a>{" "}
            for plastic packaging or e-waste.
          </p>
        </div>
      </Container>
    </section>
  );
}
