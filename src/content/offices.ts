// Offices. SAMPLE DATA: every address and phone number is a placeholder; each office
// carries an address in its own city.

export type Office = {
  /** Stable key, also the /locations/{city} slug where a city page exists. */
  slug: string;
  city: string;
  state: string;
  address: string;
  postalCode: string;
  phone: string;
  geo: { lat: number; lng: number };
};

export const corporateOffice = {
  slug: "coimbatore",
  city: "Coimbatore",
  state: "Tamil Nadu",
  address: "4th Floor, 112 Avinashi Road, Peelamedu, Coimbatore",
  postalCode: "641004",
  phone: "+91 422 456 7000",
  geo: { lat: 11.0168, lng: 76.9558 },
} as const satisfies Office;

export const regionalOffices = [
  {
    slug: "chennai",
    city: "Chennai",
    state: "Tamil Nadu",
    address: "No. 24, 2nd Main Road, Guindy Industrial Estate, Chennai",
    postalCode: "600032",
    phone: "+91 44 4567 1200",
    geo: { lat: 13.0108, lng: 80.2123 },
  },
  {
    slug: "puducherry",
    city: "Puducherry",
    state: "Puducherry",
    address: "No. 18, Mission Street, White Town, Puducherry",
    postalCode: "605001",
    phone: "+91 413 456 2100",
    geo: { lat: 11.9338, lng: 79.8298 },
  },
  {
    slug: "bengaluru",
    city: "Bengaluru",
    state: "Karnataka",
    address: "3rd Floor, 56 Hosur Road, Electronic City Phase 1, Bengaluru",
    postalCode: "560100",
    phone: "+91 80 4567 3300",
    geo: { lat: 12.8452, lng: 77.6602 },
  },
  {
    slug: "kochi",
    city: "Kochi",
    state: "Kerala",
    address: "Door 41/1020, Seaport-Airport Road, Kakkanad, Kochi",
    postalCode: "682030",
    phone: "+91 484 456 4400",
    geo: { lat: 10.0159, lng: 76.3419 },
  },
  {
    slug: "hyderabad",
    city: "Hyderabad",
    state: "Telangana",
    address: "Plot 9, IDA Uppal, Hyderabad",
    postalCode: "500039",
    phone: "+91 40 4567 5500",
    geo: { lat: 17.4065, lng: 78.5591 },
  },
  {
    slug: "vijayawada",
    city: "Vijayawada",
    state: "Andhra Pradesh",
    address: "D.No. 40-5-19, MG Road, Labbipet, Vijayawada",
    postalCode: "520010",
    phone: "+91 866 456 6600",
    geo: { lat: 16.5062, lng: 80.648 },
  },
] as const satisfies readonly Office[];

export const allOffices: readonly Office[] = [corporateOffice, ...regionalOffices];

export function formatAddress(office: Office): string {
  return `${office.address}, ${office.state} ${office.postalCode}`;
}
