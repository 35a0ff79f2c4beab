// Client brands shown as logos (EPR hero, "Trusted by the titans" marquee, testimonials).
// SAMPLE DATA: these are fictional brands with made-up wordmarks, standing in until the
// company has written permission to show real clients' logos. Never replace them with
// real brands' marks without that permission.
import type { ImageAsset } from "@/content/media";

export type Client = {
  id: string;
  name: string;
  sector: string;
  /** Always set for the defaults; a client entered in WordPress may have no logo yet. */
  logo?: ImageAsset;
  /** From WordPress: the client's https website. */
  website?: string;
};

// Intrinsic size of the generated wordmarks (scripts/artwork/epr.art.ts, `wordmarkWidth`).
function client(id: string, name: string, sector: string): Client & { logo: ImageAsset } {
  const width = Math.round(78 + name.length * 13.6);
  return {
    id,
    name,
    sector,
    logo: { src: `/images/clients/${id}.svg`, alt: `${name} logo`, width, height: 56 },
  };
}

export const clients = [
  client("kaveri-foods", "Kaveri Foods", "Packaged foods"),
  client("tidewell", "Tidewell", "Bottled water"),
  client("suryodaya-snacks", "Suryodaya Snacks", "Snacks"),
  client("meenal-home-care", "Meenal Home Care", "Home care"),
  client("palmgrove-beverages", "Palmgrove", "Beverages"),
  client("tamarind-lane", "Tamarind Lane", "Restaurants and retail"),
  client("azhagi-naturals", "Azhagi Naturals", "Personal care"),
  client("seabreeze-dairy", "Seabreeze Dairy", "Dairy"),
  client("kolam-electronics", "Kolam Electronics", "Consumer electronics"),
  client("thendral-power", "Thendral Power", "Batteries and inverters"),
  client("mallipoo-care", "Mallipoo Care", "Personal care"),
  client("anbu-toys", "Anbu Toys", "Toys"),
  client("neelam-appliances", "Neelam Appliances", "Home appliances"),
  client("kuyil-paints", "Kuyil Paints", "Paints"),
  client("marina-spices", "Marina Spices", "Spices"),
] as const satisfies readonly Client[];

export type ClientId = (typeof clients)[number]["id"];

export function getClient(id: ClientId): (typeof clients)[number] {
  const found = clients.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown client ${id}`);
  return found;
}
