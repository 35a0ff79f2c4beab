// What the industrial and residential pickup pages share: the six waste types of the
// showcase, the claimed service terms (spec section 9) and the regulatory notes, each with
// its review date and primary source (domain facts: Solid Waste Management Rules 2026).
import type { ImageAsset } from "@/content/media";

export type WasteType = { slug: string; name: string; text: string; image: ImageAsset };

const wasteImage = (slug: string, alt: string): ImageAsset => ({
  src: `/images/pickup/waste-${slug}.webp`,
  alt,
  width: 480,
  height: 360,
});

/** The showcase rotates through these in this order (spec: every 3 s). */
export const wasteTypes = [
  {
    slug: "paper",
    name: "Paper",
    text: "Newspaper, cartons, office paper and corrugated boxes, baled and sent to paper mills.",
    image: wasteImage("paper", "A stack of printed paper on a cardboard box"),
  },
  {
    slug: "plastic",
    name: "Plastic",
    text: "Bottles, containers, films and packaging, sorted by polymer for registered recyclers.",
    image: wasteImage("plastic", "Two plastic bottles"),
  },
  {
    slug: "electronic",
    name: "Electronic",
    text: "Computers, phones, appliances and cables, handed only to registered recyclers and refurbishers.",
    image: wasteImage("electronic", "A laptop and a mobile phone"),
  },
  {
    slug: "hazardous",
    name: "Hazardous",
    text: "Used oil, paint, chemical containers and solvents, moved to authorised treatment facilities.",
    image: wasteImage("hazardous", "A red drum with a hazard warning sign"),
  },
  {
    slug: "bio-hazardous",
    name: "Bio hazardous",
    text: "Sanitary and biomedical waste, kept sealed and routed to common treatment facilities.",
    image: wasteImage("bio-hazardous", "A yellow waste bag with the biohazard symbol"),
  },
  {
    slug: "construction",
    name: "Construction",
    text: "Debris, bricks, concrete and tiles, taken to construction and demolition processing sites.",
    image: wasteImage("construction", "A pile of bricks beside a traffic cone"),
  },
] as const satisfies readonly WasteType[];

/** Service terms as the company states them (spec section 9). */
export const serviceTerms = [
  {
    title: "Start within a day or two",
    text: "Service usually starts within one or two days of signing up, subject to slot availability in your area. You get an e-mail confirming your first pickup.",
  },
  {
    title: "Quotes on request",
    text: "There is no fixed price list: we quote after we know your waste type, volume, pickup frequency and location.",
  },
  {
    title: "Track every pickup",
    text: "Follow each pickup in real time and get notifications when the crew is on the way and when the pickup is done.",
  },
] as const;

export type Source = { label: string; href: string };

export type RegulatoryNote = { title: string; text: string };

export const regulationReviewed = "November 2026";

/** Solid Waste Management Rules 2026, in force from 1 April 2026. */
export const swmRules = {
  title: "What the Solid Waste Management Rules 2026 ask of you",
  intro:
    "The Solid Waste Management Rules 2026 came into force on 1 April 2026. Our pickups are organised around them.",
  segregation: {
    title: "Segregate into four streams at source",
    streams: [
      { name: "Wet", text: "kitchen and food waste, garden waste" },
      { name: "Dry", text: "paper, plastic, metal, glass, cloth" },
      { name: "Sanitary", text: "used diapers, sanitary pads, dressings, wrapped securely" },
      { name: "Special care", text: "paint cans, bulbs, thermometers, expired medicines" },
    ],
  },
  bulkGenerator: {
    title: "Are you a bulk waste generator?",
    text: "You are one if your premises have a floor area of 20,000 m² or more, or use 40,000 litres of water a day or more, or generate 100 kg of waste a day or more. Bulk waste generators register with their local body and must process their wet waste on site or obtain a certificate for having it processed.",
  },
  sources: [
    {
      label: "Ministry of Environment, Forest and Climate Change: Acts and Rules",
      href: "https://moef.gov.in/",
    },
    { label: "The Gazette of India (notified rules)", href: "https://egazette.gov.in/" },
  ] satisfies readonly Source[],
} as const;

/** E-Waste (Management) Rules 2022, in force from 1 April 2023: relevant to offices and factories. */
export const eWasteBulkConsumer = {
  title: "E-waste from offices and factories",
  text: "Under the E-Waste (Management) Rules 2022, bulk consumers such as offices, factories and institutions must hand their e-waste only to registered producers, refurbishers or recyclers. We channel your e-waste only to registered recyclers and refurbishers and give you the records to show it.",
  sources: [
    { label: "Central Pollution Control Board: E-waste management", href: "https://cpcb.nic.in/" },
  ] satisfies readonly Source[],
} as const;

export const pickupAreaServed = [
  "Puducherry",
  "Tamil Nadu",
  "Karnataka",
  "Kerala",
  "Telangana",
  "Andhra Pradesh",
] as const;
