import { describe, expect, it } from "vitest";
import { allOffices } from "@/content/offices";
import { cities, getCity } from "./index";

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

describe("city EPR pages", () => {
  it("covers Mumbai and every regional-office city, with unique slugs", () => {
    const slugs = cities.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(getCity("mumbai")?.city).toBe("Mumbai");
    for (const office of allOffices) expect(slugs).toContain(office.slug);
  });

  it("never shares intro text between two cities", () => {
    const intros = cities.map((c) => normalise(c.introParagraph));
    expect(new Set(intros).size).toBe(intros.length);
    // Not just the city name swapped: no two intros share their first sentence shape.
    const withoutCity = cities.map((c) =>
      normalise(c.introParagraph.replaceAll(c.city, "CITY")).slice(0, 80),
    );
    expect(new Set(withoutCity).size).toBe(cities.length);
  });

  it("never shares a FAQ question or answer between two cities", () => {
    const seen = new Map<string, string>();
    for (const city of cities) {
      for (const faq of city.faqs) {
        for (const field of [faq.question, faq.answer]) {
          const key = normalise(field.replaceAll(city.city, "CITY"));
          expect(seen.get(key), `"${field}" repeats on ${city.slug}`).toBeUndefined();
          seen.set(key, city.slug);
        }
      }
    }
  });

  it("names the state board the domain facts give for each city", () => {
    const boards = Object.fromEntries(cities.map((c) => [c.slug, c.stateBoard]));
    expect(boards).toEqual({
      mumbai: "MPCB",
      chennai: "TNPCB",
      coimbatore: "TNPCB",
      puducherry: "PPCC",
      bengaluru: "Karnataka SPCB",
      kochi: "Kerala SPCB",
      hyderabad: "TGPCB",
      vijayawada: "APPCB",
    });
  });

  it("lists the city's own office, and none for Mumbai", () => {
    for (const city of cities) {
      const office = allOffices.find((o) => o.slug === city.slug);
      if (office) {
        expect(city.regionalOffices).toHaveLength(1);
        expect(city.regionalOffices[0]?.address).toContain(office.address);
      } else {
        expect(city.regionalOffices).toEqual([]);
        expect(city.coverage).toMatch(/no office/i);
      }
    }
  });

  it("marks every case study as sample data", () => {
    for (const city of cities) {
      for (const study of city.caseStudies) expect(study.client).toMatch(/\(sample\)$/);
    }
  });
});
