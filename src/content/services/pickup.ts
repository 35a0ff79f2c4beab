// What the industrial and residential pickup pages share: the six waste types of the
// showcase, the service terms the company states and the regulatory notes, each with
// its review date and primary source (domain facts: Solid Waste Management Rules 2026).
import type { ImageAsset } from "@/content/media";
import { ewasteBulkConsumer } from "@/content/regulation/ewaste";
import { sourceLink, type SourceLink } from "@/content/regulation/source";
import { REGULATION_REVIEWED, src } from "@/content/regulation/sources";
import {
  biomedicalRule,
  cdRules2025,
  hazardousRule,
  swmRules2026,
} from "@/content/regulation/waste-streams";

export type WasteType = { slug: string; name: string; text: string; image: ImageAsset };

const wasteImage = (slug: string, alt: string): ImageAsset => ({
  src: `/images/pickup/waste-${slug}.webp`,
  alt,
  width: 480,
  height: 360,
});

/** The showcase rotates through these in this order, every 3 s. */
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
    text: "Computers, phones, appliances and cables, handed over to a registered recycler under its registration; we arrange the pickup.",
    image: wasteImage("electronic", "A laptop and a mobile phone"),
  },
  {
    slug: "hazardous",
    name: "Hazardous",
    text: "Used oil, paint, chemical containers and solvents: moved only by an authorised transporter, with a manifest, to an authorised facility. We arrange it with those operators; we hold no hazardous waste authorisation ourselves.",
    image: wasteImage("hazardous", "A red drum with a hazard warning sign"),
  },
  {
    slug: "bio-hazardous",
    name: "Bio hazardous",
    text: "Sanitary waste is a municipal stream: wrapped and kept apart for the local body's collection. Biomedical waste goes from the hospital or clinic to an authorised common treatment facility's operator, not through us.",
    image: wasteImage("bio-hazardous", "A yellow waste bag with the biohazard symbol"),
  },
  {
    slug: "construction",
    name: "Construction",
    text: "Debris, bricks, concrete and tiles, taken to processing sites registered under the construction and demolition waste rules in force since 1 April 2026.",
    image: wasteImage("construction", "A pile of bricks beside a traffic cone"),
  },
] as const satisfies readonly WasteType[];

/** Service terms as the company states them. */
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

export type RegulatoryNote = { title: string; text: string };

export const regulationReviewed = REGULATION_REVIEWED;

/** Construction and demolition waste: its own rules since 1 April 2026. */
export const cdNote = cdRules2025.text;

/** Solid Waste Management Rules 2026, in force from 1 April 2026. */
export const swmRules = {
  title: "What the Solid Waste Management Rules 2026 ask of you",
  intro: `The Solid Waste Management Rules 2026 came into force on ${swmRules2026.inForce}. Our pickups are organised around them.`,
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
    text: "You are one if your premises have a floor area of 20,000 m² or more, or use 40,000 litres of water a day or more, or generate 100 kg of waste a day or more. Bulk waste generators register with their local body on the centralised online portal and process wet waste on site or obtain an EBWGR (extended bulk waste generator responsibility) certificate.",
  },
  sources: [
    sourceLink(src.swm2026, `${src.swm2026.title}, ${src.swm2026.notification}`),
    sourceLink(src.swm2026Ebwgr, "Hindustan Times on the portal and EBWGR, January 2026"),
    sourceLink(src.cd2025),
  ] satisfies readonly SourceLink[],
} as const;

/** E-Waste (Management) Rules 2022, in force from 1 April 2023: relevant to offices and factories. */
export const eWasteBulkConsumer = {
  title: "E-waste from offices and factories",
  text: `Under the E-Waste (Management) Rules 2022: ${ewasteBulkConsumer.text} The handover is to a registered recycler under its own registration: we arrange pickup and transport and give you the recycler's receipt. ${hazardousRule.text} ${biomedicalRule.text}`,
  sources: [
    sourceLink(src.ewaste2022, `${src.ewaste2022.title}, ${src.ewaste2022.notification}`),
    sourceLink(src.hw2016),
    sourceLink(src.bmwm2016),
  ] satisfies readonly SourceLink[],
} as const;

export const pickupAreaServed = [
  "Puducherry",
  "Tamil Nadu",
  "Karnataka",
  "Kerala",
  "Telangana",
  "Andhra Pradesh",
] as const;

/** The rules behind the waste showcase's one-line descriptions. */
export const showcaseReview = {
  reviewed: REGULATION_REVIEWED,
  sources: [src.swm2026, src.ewaste2022, src.hw2016, src.bmwm2016, src.cd2025],
} as const;
