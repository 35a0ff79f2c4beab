// Every city EPR page, validated once at load. The list drives /locations, the city pages,
// generateStaticParams and the sitemap.
import { bengaluru } from "./bengaluru";
import { chennai } from "./chennai";
import { coimbatore } from "./coimbatore";
import { hyderabad } from "./hyderabad";
import { kochi } from "./kochi";
import { mumbai } from "./mumbai";
import { puducherry } from "./puducherry";
import { cityRecordSchema, type CityRecord } from "./schema";
import { vijayawada } from "./vijayawada";

export { eprTypes, type CityRecord } from "./schema";

/** The spec's fallback for an unknown city. */
export const DEFAULT_CITY_SLUG = "mumbai";

/** When the regulatory statements on the city pages were last checked against the rules. */
export const CITY_PAGES_LAST_REVIEWED = "2026-11-01";

export const cities: readonly CityRecord[] = [
  chennai,
  puducherry,
  coimbatore,
  bengaluru,
  kochi,
  hyderabad,
  vijayawada,
  mumbai,
].map((city) => cityRecordSchema.parse(city));

export function getCity(slug: string): CityRecord | undefined {
  return cities.find((city) => city.slug === slug);
}

export const citySlugs = cities.map((city) => city.slug);
