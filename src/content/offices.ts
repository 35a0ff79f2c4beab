// Offices. SAMPLE DATA: every address and phone number is a placeholder; each office
// carries an address in its own city. The defaults: offices published in WordPress replace
// them all (src/lib/company-content, getOffices).

export type OfficeKind = "corporate" | "regional";

export type Office = {
  /** Stable key, also the /locations/{city} slug where a city page exists. */
  slug: string;
  /** The company's own name for it, as the Contact page heads its card ("Chennai office"). */
  name: string;
  kind: OfficeKind;
  city: string;
  state: string;
  /** The street address, ending with the city; state and PIN code follow in formatAddress. */
  address: string;
  postalCode: string;
  /** The numbers as written, the main one first. */
  phones: readonly [string, ...string[]];
  email?: string;
  hours?: string;
  /** An https link to the office on a map. */
  mapUrl?: string;
  geo?: { lat: number; lng: number };
};

export const corporateOffice = {
  slug: "coimbatore",
  name: "Corporate office",
  kind: "corporate",
  city: "Coimbatore",
  state: "Tamil Nadu",
  address: "4th Floor, 112 Avinashi Road, Peelamedu, Coimbatore",
  postalCode: "641004",
  phones: ["+91 422 456 7000"],
  geo: { lat: 11.0168, lng: 76.9558 },
} as const satisfies Office;

export const regionalOffices = [
  {
    slug: "chennai",
    name: "Chennai",
    kind: "regional",
    city: "Chennai",
    state: "Tamil Nadu",
    address: "No. 24, 2nd Main Road, Guindy Industrial Estate, Chennai",
    postalCode: "600032",
    phones: ["+91 44 4567 1200"],
    geo: { lat: 13.0108, lng: 80.2123 },
  },
  {
    slug: "puducherry",
    name: "Puducherry",
    kind: "regional",
    city: "Puducherry",
    state: "Puducherry",
    address: "No. 18, Mission Street, White Town, Puducherry",
    postalCode: "605001",
    phones: ["+91 413 456 2100"],
    geo: { lat: 11.9338, lng: 79.8298 },
  },
  {
    slug: "bengaluru",
    name: "Bengaluru",
    kind: "regional",
    city: "Bengaluru",
    state: "Karnataka",
    address: "3rd Floor, 56 Hosur Road, Electronic City Phase 1, Bengaluru",
    postalCode: "560100",
    phones: ["+91 80 4567 3300"],
    geo: { lat: 12.8452, lng: 77.6602 },
  },
  {
    slug: "kochi",
    name: "Kochi",
    kind: "regional",
    city: "Kochi",
    state: "Kerala",
    address: "Door 41/1020, Seaport-Airport Road, Kakkanad, Kochi",
    postalCode: "682030",
    phones: ["+91 484 456 4400"],
    geo: { lat: 10.0159, lng: 76.3419 },
  },
  {
    slug: "hyderabad",
    name: "Hyderabad",
    kind: "regional",
    city: "Hyderabad",
    state: "Telangana",
    address: "Plot 9, IDA Uppal, Hyderabad",
    postalCode: "500039",
    phones: ["+91 40 4567 5500"],
    geo: { lat: 17.4065, lng: 78.5591 },
  },
  {
    slug: "vijayawada",
    name: "Vijayawada",
    kind: "regional",
    city: "Vijayawada",
    state: "Andhra Pradesh",
    address: "D.No. 40-5-19, MG Road, Labbipet, Vijayawada",
    postalCode: "520010",
    phones: ["+91 866 456 6600"],
    geo: { lat: 16.5062, lng: 80.648 },
  },
] as const satisfies readonly Office[];

export const allOffices: readonly Office[] = [corporateOffice, ...regionalOffices];

export function formatAddress(office: Office): string {
  return `${office.address}, ${office.state} ${office.postalCode}`;
}

/** The office the footer and the contact page lead with: the first corporate one, else the first. */
export function mainOffice<T extends Office>(offices: readonly T[]): T {
  return offices.find((office) => office.kind === "corporate") ?? offices[0]!;
}

/** Every office but the main one, in the editors' order. */
export function otherOffices<T extends Office>(offices: readonly T[]): T[] {
  const main = mainOffice(offices);
  return offices.filter((office) => office !== main);
}
