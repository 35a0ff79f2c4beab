import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { cities } from "@/content/cities";
import { BRAND_NAME } from "@/content/site";
import { withCityOffices } from "@/lib/company-content";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "EPR Compliance by City",
  description: `Where ${BRAND_NAME} helps brands and producers with EPR: Chennai, Puducherry, Coimbatore, Bengaluru, Kochi, Hyderabad, Vijayawada and Mumbai, with each city's pollution control board.`,
  path: "/locations",
});

export default async function LocationsPage() {
  const withOffices = await Promise.all(cities.map(withCityOffices));
  return (
    <div className="from-brand-50 bg-gradient-to-b to-white to-30% pt-8 pb-16 sm:pb-20">
      <Container>
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Locations", path: "/locations" },
          ]}
        />
        <h1 className="text-ink mt-6 text-4xl font-bold sm:text-5xl">EPR compliance by city</h1>
        <p className="text-muted mt-4 max-w-2xl text-lg">
          Each page covers the local pollution control board, the businesses that need EPR there,
          our services and the office that serves the city.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {withOffices.map((city) => (
            <li key={city.slug}>
              <Link
                href={`/locations/${city.slug}`}
                className="group border-brand-100 hover:border-brand-600 flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition-colors"
              >
                <span className="text-brand-700 text-sm font-semibold">
                  {city.state} · {city.stateBoard}
                </span>
                <span className="text-ink mt-1 text-2xl font-bold">{city.city}</span>
                <span className="text-muted mt-3 flex flex-1 items-start gap-2">
                  <Icon icon="building-complex" className="mt-0.5 h-5 w-5 shrink-0" />
                  {city.regionalOffices.length > 0
                    ? `Office: ${city.regionalOffices[0]!.address}`
                    : "No local office: served by our EPR team online"}
                </span>
                <span className="text-brand-800 mt-4 inline-flex items-center gap-1 font-semibold group-hover:underline">
                  EPR in {city.city}
                  <Icon icon="arrow-right" className="h-4 w-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}
