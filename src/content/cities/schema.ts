// Shape of a city EPR page, checked with Zod when the
// content loads so a malformed city fails the build rather than a visitor's page.
import { z } from "zod";
import { allOffices } from "@/content/offices";

const text = z.string().trim().min(1);

export const eprTypes = ["Plastic", "E-Waste", "Battery"] as const;

const caseStudy = z
  .object({
    client: text,
    type: text,
    result: text.optional(),
    location: text.optional(),
  })
  .refine((c) => c.result !== undefined || c.location !== undefined, {
    message: "a case study needs a result or a location",
  });

const regionalOffice = z.object({ area: text, address: text, phone: text });

export const cityRecordSchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  city: text,
  state: text,
  stateBoard: text,
  stateBoardFull: text,
  /** The board's own website, where we are sure of it. */
  stateBoardUrl: z.url().optional(),
  metaTitle: text.max(70),
  metaDescription: text.min(70).max(170),
  h1Title: text,
  introParagraph: text.min(200),
  whoNeedsEPR: z.array(text).min(4),
  services: z.array(z.object({ type: text, details: text })).min(3),
  calloutBox: z.object({ title: text, text }),
  whyChooseUs: z.array(text).min(3),
  /** SAMPLE DATA: illustrative engagements with anonymised, fictional clients. */
  caseStudies: z.array(caseStudy).min(2),
  faqs: z.array(z.object({ question: text, answer: text.min(80) })).min(4),
  mapCoordinates: z.object({ lat: z.number().min(6).max(37), lng: z.number().min(68).max(98) }),
  /** Offices that serve the city; empty where we have none there. */
  regionalOffices: z.array(regionalOffice),
  /** How the city is served: the office in it, or how it is reached without one. */
  coverage: text,
});

export type CityRecord = z.infer<typeof cityRecordSchema>;

/** The office in `offices.ts` with this slug, in the city record's shape. */
export function officeFor(slug: string): z.infer<typeof regionalOffice> {
  const office = allOffices.find((o) => o.slug === slug);
  if (!office) throw new Error(`No office with slug "${slug}" in offices.ts`);
  return {
    area: `${office.city}, ${office.state}`,
    address: `${office.address}, ${office.state} ${office.postalCode}`,
    phone: office.phones[0],
  };
}
