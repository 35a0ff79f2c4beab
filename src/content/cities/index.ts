// Every city EPR page, validated once at load. The list drives /locations, the city pages,
// generateStaticParams and the sitemap.
import { REGULATION_REVIEWED, src } from "@/content/regulation/sources";
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

/**
 * Where an unknown city's URL goes: the list of every city (not one city's page, which would
 * answer a visitor looking for another city with the wrong one).
 */
export const UNKNOWN_CITY_PATH = "/locations";

/** When the regulatory statements on the city pages were last checked against the rules. */
export const CITY_PAGES_LAST_REVIEWED = REGULATION_REVIEWED;

/** The notifications every city page's regulatory note links to. */
export const citySources = [
  src.pwmEprGuidelines2022,
  src.pwm2024,
  src.ewaste2022,
  src.battery2022,
] as const;

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
