// Puducherry: our home town; regional office in White Town; Puducherry Pollution Control Committee.
import { officeFor, type CityRecord } from "./schema";

export const puducherry = {
  slug: "puducherry",
  city: "Puducherry",
  state: "Puducherry",
  stateBoard: "PPCC",
  stateBoardFull: "Puducherry Pollution Control Committee",
  metaTitle: "EPR Compliance in Puducherry for Local Brands and Units",
  metaDescription:
    "EPR registration with PPCC or CPCB for Puducherry's food, pharma and consumer brands, with pickups from hotels and units across the union territory.",
  h1Title: "EPR Compliance and Waste Services in Puducherry",
  introParagraph:
    "Puducherry is where our company began, and it is still one of the places we know best. Food, pharmaceutical and consumer-goods units in the Mettupalayam, Thattanchavady and Sedarapet estates sell mainly in the union territory and neighbouring Tamil Nadu, which often puts their plastic registration with the Puducherry Pollution Control Committee rather than CPCB. Alongside their EPR filings we collect waste from units, hotels and guest houses in a town whose visitor season strains its waste system every year.",
  whoNeedsEPR: [
    "Food, bakery and beverage units in the Mettupalayam and Thattanchavady industrial estates",
    "Pharmaceutical and ayurvedic product makers selling in Puducherry and Tamil Nadu",
    "Local brands of packaged water, dairy and snacks",
    "Importers of electronics and appliances distributing from Puducherry",
    "Hotels and restaurants that sell branded packaged products",
  ],
  services: [
    {
      type: "Plastic packaging EPR with PPCC",
      details:
        "Registration with the Puducherry Pollution Control Committee for brands in one or two states or UTs, or with CPCB for wider sales, with targets, certificates and annual returns.",
    },
    {
      type: "E-waste and battery EPR",
      details:
        "Producer registration with CPCB and certificates from registered recyclers for electronics, appliance and battery brands based in the union territory.",
    },
    {
      type: "Hotel and guest-house pickups",
      details:
        "Segregated collection of wet, dry, sanitary and special-care waste from hospitality businesses, with extra pickups in the visitor season.",
    },
  ],
  calloutBox: {
    title: "Selling only in Puducherry and Tamil Nadu?",
    text: "A brand operating in one or two states or UTs registers its plastic packaging with the state board; in Puducherry that is PPCC. We file with the right authority first time, so you do not register twice.",
  },
  whyChooseUs: [
    "Our home city: a White Town office and crews who know the town's lanes and estates",
    "EPR filings and pickups for the same unit handled by one team",
    "Seasonal pickup plans for hotels and guest houses",
    "Support in English and Tamil, on site or on the phone",
  ],
  caseStudies: [
    {
      client: "A packaged-snacks maker in Mettupalayam (sample)",
      type: "Plastic EPR with PPCC",
      result: "Registered with the right authority and filed its first return on time",
    },
    {
      client: "A heritage hotel group (sample)",
      type: "Four-stream waste pickup",
      location: "White Town, Puducherry",
    },
  ],
  faqs: [
    {
      question: "Is PPCC the right authority for our plastic EPR registration?",
      answer:
        "If your brand operates only in Puducherry, or in Puducherry and one other state such as Tamil Nadu, yes: you register with the Puducherry Pollution Control Committee. If you operate in more than two states or union territories, you register with CPCB instead.",
    },
    {
      question: "Do you serve Karaikal as well as Puducherry town?",
      answer:
        "EPR work for Karaikal-based brands is done from our Puducherry office and online. Scheduled pickups run in Puducherry town and its industrial estates; for Karaikal units, ask us about current pickup routes.",
    },
    {
      question: "Can hotels in White Town get extra pickups in the tourist season?",
      answer:
        "Yes. Hotels, restaurants and guest houses can add pickups from December to February and on long weekends, and we size bins for your busiest weeks so waste never waits on the street.",
    },
    {
      question: "We make ayurvedic products in Sedarapet: do we need EPR?",
      answer:
        "If you place products on the market in plastic packaging under your brand, you are a brand owner under the Plastic Waste Management Rules, unless your enterprise is micro or small: micro and small brand owners are outside that obligation. We check your Udyam classification with you first.",
    },
  ],
  mapCoordinates: { lat: 11.9416, lng: 79.8083 },
  regionalOffices: [officeFor("puducherry")],
  coverage:
    "Our Puducherry regional office on Mission Street, White Town, serves the town, its industrial estates and nearby parts of Tamil Nadu.",
} satisfies CityRecord;
