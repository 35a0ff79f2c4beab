// Kochi: regional office in Kakkanad; Kerala State Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const kochi = {
  slug: "kochi",
  city: "Kochi",
  state: "Kerala",
  stateBoard: "Kerala SPCB",
  stateBoardFull: "Kerala State Pollution Control Board",
  metaTitle: "EPR Compliance in Kochi for Seafood, Spice and Rubber Exporters",
  metaDescription:
    "Plastic and e-waste EPR for Kochi's seafood, spice, ayurveda and rubber businesses and Kakkanad's tech firms, from our Kakkanad office.",
  h1Title: "EPR Compliance for Kochi's Exporters and Consumer Brands",
  introParagraph:
    "Kochi's port economy packs a great deal in plastic: frozen seafood in multilayer pouches, spices and tea in laminated packs, ayurvedic medicines in rigid bottles, and rubber goods in film. Brands that sell these products in India, not only abroad, carry plastic EPR obligations. Our Kakkanad office, close to Infopark and the Cochin Special Economic Zone, works with these firms and with the area's technology companies, whose offices must hand their e-waste only to registered recyclers.",
  whoNeedsEPR: [
    "Seafood processors selling frozen and ready-to-cook products in the domestic market",
    "Spice, tea and coffee brands using multilayer and laminated packs",
    "Ayurvedic medicine and wellness brands in rigid plastic containers",
    "Rubber product and coir makers shipping in plastic film",
    "Technology and electronics firms in Infopark and the Cochin SEZ",
  ],
  services: [
    {
      type: "Multilayer packaging EPR",
      details:
        "Targets and certificates for category III multilayer packaging, the hardest category to recycle and the one most Kochi food exporters use.",
    },
    {
      type: "Plastic EPR with KSPCB or CPCB",
      details:
        "Registration with the Kerala State Pollution Control Board if you sell in one or two states, or with CPCB for wider sales, plus annual returns.",
    },
    {
      type: "E-waste pickups for Kakkanad offices",
      details:
        "Collection from Infopark and SEZ units, handed only to registered recyclers, with documents for your bulk-consumer records.",
    },
  ],
  calloutBox: {
    title: "Exports and domestic sales are treated differently",
    text: "Packaging on products you export is handled differently from packaging on products sold in India. We separate your volumes carefully so your targets reflect what you actually place on the Indian market.",
  },
  whyChooseUs: [
    "A Kakkanad office close to Infopark, the SEZ and the seafood processing belt",
    "Experience with multilayer food packaging and its category III targets",
    "Clear separation of export and domestic volumes in your filings",
    "Support in English and Malayalam",
  ],
  caseStudies: [
    {
      client: "A frozen-seafood processor in Aroor (sample)",
      type: "Plastic EPR, category III",
      result: "Registered its domestic brand and matched certificates to its multilayer volumes",
    },
    {
      client: "An IT services firm (sample)",
      type: "Office e-waste pickup",
      location: "Infopark, Kakkanad",
    },
  ],
  faqs: [
    {
      question: "We export most of our seafood: do we still need plastic EPR?",
      answer:
        "For the packaging of products you sell in India, yes. Keep export and domestic volumes separate in your records; your obligation is worked out on what you place on the Indian market, and we set up that split with you.",
    },
    {
      question: "Does Haritha Karma Sena collection count towards our EPR targets?",
      answer:
        "No. Haritha Karma Sena collects non-biodegradable waste from homes and shops for the local body. Your EPR targets are met through certificates from registered plastic waste processors, which we source for you.",
    },
    {
      question: "Which Kerala board handles our registration?",
      answer:
        "The Kerala State Pollution Control Board, if your brand operates only in Kerala or in Kerala and one other state. Brands selling in more than two states or union territories register with CPCB.",
    },
    {
      question: "Why do Kochi businesses face closer scrutiny of their waste now?",
      answer:
        "After the March 2023 fire at the Brahmapuram waste plant, the city and the state tightened their watch on how bulk waste is handled. Documented pickups and segregation at source protect your business if questions are asked.",
    },
  ],
  mapCoordinates: { lat: 9.9312, lng: 76.2673 },
  regionalOffices: [officeFor("kochi")],
  coverage:
    "Our Kochi regional office on the Seaport-Airport Road in Kakkanad serves Ernakulam district, from the Aroor seafood belt to Aluva.",
} satisfies CityRecord;
