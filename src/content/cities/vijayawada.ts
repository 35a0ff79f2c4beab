// Vijayawada: regional office in Labbipet; Andhra Pradesh Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const vijayawada = {
  slug: "vijayawada",
  city: "Vijayawada",
  state: "Andhra Pradesh",
  stateBoard: "APPCB",
  stateBoardFull: "Andhra Pradesh Pollution Control Board",
  metaTitle: "EPR Compliance in Vijayawada for Agri, Food and Auto Businesses",
  metaDescription:
    "EPR for Vijayawada's agri-input, food and battery businesses: APPCB or CPCB registration, certificates, returns and pickups from our Labbipet office.",
  h1Title: "EPR Compliance for Vijayawada's Agri, Food and Auto Businesses",
  introParagraph:
    "Vijayawada sits at the heart of the Krishna delta's farm economy and is one of Andhra Pradesh's busiest trading towns. Seed, fertiliser and crop-protection brands pack their products in plastic bags, bottles and pouches; rice mills and food processors ship in woven sacks and film; and the Autonagar workshops and battery traders handle large numbers of lead-acid batteries. Our Labbipet office helps these businesses register with APPCB or CPCB and meet their targets, and collects packaging scrap from units around the city.",
  whoNeedsEPR: [
    "Seed, fertiliser and crop-protection brands packing in bags, bottles and pouches",
    "Rice mills, pickle and snack makers selling packaged food under their own brands",
    "Battery brands and distributors supplying the automotive market",
    "Dairy and beverage brands in the Krishna and Guntur districts",
    "Electrical and appliance brands distributing across Andhra Pradesh",
  ],
  services: [
    {
      type: "Plastic EPR for agri-input brands",
      details:
        "Registration with APPCB for brands selling in one or two states, or with CPCB for wider sales, with targets for bottles, pouches and woven bags.",
    },
    {
      type: "Battery EPR",
      details:
        "Producer registration and certificates from registered recyclers for automotive and inverter battery brands, and guidance for dealers taking back used batteries.",
    },
    {
      type: "Food-packaging EPR",
      details:
        "Targets and certificates for rice-mill, snack and dairy packaging, including multilayer pouches.",
    },
    {
      type: "Industrial waste pickup",
      details:
        "Collection of packaging scrap from mills, warehouses and processing units in and around Vijayawada.",
    },
  ],
  calloutBox: {
    title: "Agri-input packaging needs careful handling",
    text: "Bottles and pouches that held crop-protection chemicals can count as hazardous waste once used, so they cannot go into ordinary plastic recycling. We plan their channel separately from your other packaging.",
  },
  whyChooseUs: [
    "A Labbipet office in the city's commercial centre",
    "Experience with agri-input, food and battery packaging",
    "Plans for contaminated agrochemical packaging kept apart from ordinary plastic",
    "Support in English and Telugu",
  ],
  caseStudies: [
    {
      client: "A crop-protection brand in Krishna district (sample)",
      type: "Plastic EPR, categories I and II",
      result: "Registered with CPCB and set a separate channel for used agrochemical containers",
    },
    {
      client: "A rice-mill cluster (sample)",
      type: "Industrial waste pickup",
      location: "Vijayawada rural mandal",
    },
  ],
  faqs: [
    {
      question: "We sell seeds and fertilisers only in Andhra Pradesh: who registers us?",
      answer:
        "As a brand operating in one state you register your plastic packaging with the Andhra Pradesh Pollution Control Board. If you later start selling in more than two states or union territories, you move to CPCB registration.",
    },
    {
      question: "Can used pesticide bottles go into ordinary plastic recycling?",
      answer:
        "Not without care. Containers that held hazardous chemicals can be hazardous waste after use and need an authorised channel. We keep them apart from clean packaging when we plan your targets and collections.",
    },
    {
      question: "Our Autonagar shop sells batteries: do we have EPR obligations?",
      answer:
        "Obligations sit with the producer, meaning the battery brand or importer. Dealers play a part in take-back and must pass used batteries to registered recyclers or the producer's channel, not to informal scrap buyers.",
    },
    {
      question: "Do you serve Guntur and Amaravati from Vijayawada?",
      answer:
        "Yes. EPR support covers all of Andhra Pradesh from our Vijayawada office, and scheduled pickups run in Vijayawada, Guntur and the capital region; for other districts we plan routes with you.",
    },
  ],
  mapCoordinates: { lat: 16.5062, lng: 80.648 },
  regionalOffices: [officeFor("vijayawada")],
  coverage:
    "Our Vijayawada regional office on MG Road, Labbipet, serves the city, Guntur and the Krishna delta.",
} satisfies CityRecord;
