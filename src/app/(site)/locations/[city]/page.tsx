import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FaqPanel, LocationsPanel, OverviewPanel, ServicesPanel } from "./_components/city-panels";
import { CityHero } from "./_components/city-hero";
import { CitySidebar } from "./_components/city-sidebar";
import styles from "./_components/city-nojs.module.css";
import { RegulatoryNote } from "./_components/regulatory-note";
import { Tabs } from "@/components/widgets/tabs";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { citySlugs, getCity, UNKNOWN_CITY_PATH, type CityRecord } from "@/content/cities";
import { withCityOffices } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";
import { serviceJsonLd } from "@/lib/seo/structured-data";

type Props = { params: Promise<{ city: string }> };

// Only the cities above are ever rendered (and cached); src/proxy.ts sends every other name to
// the default city before it gets here.
export const dynamicParams = false;

export function generateStaticParams() {
  return citySlugs.map((city) => ({ city }));
}

/** An unknown city goes (temporarily, 307) to the default city's page rather than a 404. */
function cityOrRedirect(slug: string): CityRecord {
  const city = getCity(slug.toLowerCase());
  if (!city) redirect(UNKNOWN_CITY_PATH);
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
  const city = await withCityOffices(cityOrRedirect((await params).city));
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
              tabListClassName="mb-8 justify-start"
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
