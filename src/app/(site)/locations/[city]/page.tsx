import type { Metadata } from "next";
import { redirect } from "next/navigation";
import {
  FaqPanel,
  LocationsPanel,
  OverviewPanel,
  ServicesPanel,
} from "@/components/sections/city/city-panels";
import { CityHero } from "@/components/sections/city/city-hero";
import { CitySidebar } from "@/components/sections/city/city-sidebar";
import styles from "@/components/sections/city/city-nojs.module.css";
import { RegulatoryNote } from "@/components/sections/city/regulatory-note";
import { Tabs } from "@/components/sections/tabs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { citySlugs, DEFAULT_CITY_SLUG, getCity, type CityRecord } from "@/content/cities";
import { buildMetadata } from "@/lib/seo";
import { serviceJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ city: string }> };

export function generateStaticParams() {
  return citySlugs.map((city) => ({ city }));
}

/** The spec's fallback: an unknown city goes (temporarily) to the Mumbai page. */
function cityOrRedirect(slug: string): CityRecord {
  const city = getCity(slug.toLowerCase());
  if (!city) redirect(`/locations/${DEFAULT_CITY_SLUG}`);
  return city;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = cityOrRedirect((await params).city);
  return buildMetadata({
    title: city.metaTitle,
    description: city.metaDescription,
    path: `/locations/${city.slug}`,
    keywords: [
      `EPR registration ${city.city}`,
      `${city.stateBoard} plastic EPR`,
      `e-waste EPR ${city.city}`,
      `battery EPR ${city.state}`,
    ],
  });
}

export default async function CityPage({ params }: Props) {
  const city = cityOrRedirect((await params).city);
  return (
    <>
      <JsonLd
        data={serviceJsonLd({
          name: `EPR compliance support in ${city.city}`,
          description: city.metaDescription,
          path: `/locations/${city.slug}`,
          serviceType: "Extended producer responsibility (EPR) compliance",
          areaServed: [city.city],
        })}
      />
      <CityHero city={city} />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <Tabs
              label={`EPR in ${city.city}`}
              className={styles.tabs}
              tabListClassName="!justify-start mb-8"
              tabs={[
                { id: "overview", label: "Overview", panel: <OverviewPanel city={city} /> },
                { id: "services", label: "Services", panel: <ServicesPanel city={city} /> },
                { id: "locations", label: "Locations", panel: <LocationsPanel city={city} /> },
                { id: "faq", label: "FAQ", panel: <FaqPanel city={city} /> },
              ]}
            />
            <RegulatoryNote city={city} />
          </div>
          <CitySidebar city={city} />
        </div>
      </Container>
    </>
  );
}
