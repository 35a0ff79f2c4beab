// Hyderabad: regional office at IDA Uppal; Telangana's pollution control board (TGPCB).
import { officeFor, type CityRecord } from "./schema";

export const hyderabad = {
  slug: "hyderabad",
  city: "Hyderabad",
  state: "Telangana",
  stateBoard: "TGPCB",
  stateBoardFull: "Telangana Pollution Control Board (formerly TSPCB)",
  metaTitle: "EPR Compliance in Hyderabad for Pharma and Electronics Firms",
  metaDescription:
    "Plastic, e-waste and battery EPR for Hyderabad's pharmaceutical, FMCG and electronics companies, with industrial pickups from our Uppal office.",
  h1Title: "EPR Compliance for Hyderabad's Pharma and Technology Companies",
  introParagraph:
    "Hyderabad makes a large share of India's medicines, and medicines travel in plastic: blister packs, HDPE bottles, sachets and pouches. Formulation companies in Jeedimetla, Pashamylaram and Genome Valley that sell under their own brands are brand owners under the plastic rules, while the city's electronics makers and IT campuses deal with e-waste. From our office in the IDA Uppal industrial area we handle registrations, certificates and returns, and collect packaging scrap and e-waste from plants and campuses.",
  whoNeedsEPR: [
    "Pharmaceutical formulation brands using blister packs, bottles and sachets",
    "Nutraceutical and personal-care brands packing in rigid and flexible plastic",
    "Electronics and defence-electronics makers placing equipment on the market",
    "FMCG and beverage bottlers supplying Telangana and neighbouring states",
    "IT campuses and offices disposing of equipment as bulk consumers",
  ],
  services: [
    {
      type: "Pharma packaging EPR",
      details:
        "Targets split by category for rigid bottles, flexible sachets and multilayer blister packs, with certificates from registered processors and audit-ready records.",
    },
    {
      type: "E-waste EPR and campus pickups",
      details:
        "Producer registration for electronics makers, and pickups from IT campuses in HITEC City and Gachibowli handed only to registered recyclers.",
    },
    {
      type: "Battery EPR",
      details:
        "Registration and certificates for inverter, UPS and industrial battery brands under the Battery Waste Management Rules 2022.",
    },
    {
      type: "Industrial waste pickup",
      details:
        "Scheduled collection of cartons, drums, liners and film from plants in the Uppal, Cherlapally and Jeedimetla estates.",
    },
  ],
  calloutBox: {
    title: "Blister packs are multilayer packaging",
    text: "Most blister packs combine plastic with aluminium foil, which makes them category III packaging with its own recycling targets. Getting the category right is the first step to a correct return.",
  },
  whyChooseUs: [
    "An office in IDA Uppal, close to the eastern and northern pharma estates",
    "Experience categorising pharmaceutical packaging correctly",
    "Audit-ready records that suit quality and regulatory teams",
    "Support in English, Telugu and Hindi",
  ],
  caseStudies: [
    {
      client: "A generic-medicines brand in Jeedimetla (sample)",
      type: "Plastic EPR, categories I to III",
      result: "Re-categorised its blister and bottle volumes and filed a clean return",
    },
    {
      client: "An IT campus operator (sample)",
      type: "E-waste pickup",
      location: "HITEC City, Hyderabad",
    },
  ],
  faqs: [
    {
      question: "We manufacture medicines for other brands: whose EPR obligation is the packaging?",
      answer:
        "The brand owner whose name is on the pack has the brand-owner obligation. Since the March 2024 amendment a contract manufacturer making products in plastic packaging for a brand owner is itself a producer under the plastic rules, so both sides need to know who registers for what. We map each product line with you.",
    },
    {
      question: "Does TGPCB or CPCB register our plastic packaging?",
      answer:
        "Brands operating in more than two states or union territories, which includes most pharma brands, register with CPCB. Brands operating in only one or two, such as a Telangana-only beverage bottler, register with the Telangana board.",
    },
    {
      question: "Can you take expired medicines or hazardous waste?",
      answer:
        "No. Expired drugs and hazardous waste must go to authorised facilities under their own rules. We collect non-hazardous packaging scrap and e-waste, and can point you to authorised operators for the rest.",
    },
    {
      question: "How often can you collect e-waste from our HITEC City campus?",
      answer:
        "Monthly, quarterly or on call, depending on your volume. Each pickup comes with a list of items collected and the recycler's documents for your bulk-consumer records.",
    },
  ],
  mapCoordinates: { lat: 17.385, lng: 78.4867 },
  regionalOffices: [officeFor("hyderabad")],
  coverage:
    "Our Hyderabad regional office in the IDA Uppal industrial area serves the city, Secunderabad and the industrial estates around the Outer Ring Road.",
} satisfies CityRecord;
