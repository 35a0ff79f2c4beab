// Coimbatore: the corporate office in Peelamedu; Tamil Nadu Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const coimbatore = {
  slug: "coimbatore",
  city: "Coimbatore",
  state: "Tamil Nadu",
  stateBoard: "TNPCB",
  stateBoardFull: "Tamil Nadu Pollution Control Board",
  metaTitle: "EPR Compliance in Coimbatore for Textile and Engineering Firms",
  metaDescription:
    "EPR and industrial waste services from our Coimbatore corporate office for textile mills, pump and motor makers, appliance brands and foundries.",
  h1Title: "EPR Compliance for Coimbatore's Mills and Engineering Firms",
  introParagraph:
    "Coimbatore runs on textiles and engineering: spinning mills, garment units, foundries, and the pump, motor and wet-grinder makers the city is known for. Many of them have grown from local suppliers into national brands, and with national sales come EPR obligations for their packaging and, for appliance makers, possibly for the products themselves. Our corporate office on Avinashi Road is a short drive from SIDCO Kurichi, Ganapathy and the Tiruppur road, and its team handles both the filings and the factory pickups.",
  whoNeedsEPR: [
    "Pump, motor and compressor makers shipping nationally in plastic packaging",
    "Wet-grinder, mixer and kitchen-appliance brands, which should check whether their products are listed in Schedule I of the E-Waste Rules 2022",
    "Textile mills and garment exporters packing yarn and garments in plastic film and bags",
    "Food, spice and dairy brands from the Coimbatore and Tiruppur region",
    "Battery dealers and brands supplying inverters and two-wheelers",
  ],
  services: [
    {
      type: "Plastic packaging EPR",
      details:
        "Registration with CPCB, or with TNPCB for brands in one or two states, with separate targets for rigid packaging and for the flexible film used by mills and garment units.",
    },
    {
      type: "Appliance e-waste assessment",
      details:
        "A check of your product list against Schedule I of the E-Waste Rules 2022, followed by producer registration and certificates from registered recyclers where it applies.",
    },
    {
      type: "Factory scrap pickups",
      details:
        "Collection of film, cones, cartons, strapping and foundry packaging from units across the district, weighed and sent to registered recyclers.",
    },
    {
      type: "Battery EPR",
      details:
        "Registration and certificates for inverter, two-wheeler and industrial battery brands.",
    },
  ],
  calloutBox: {
    title: "Our corporate office is here",
    text: "The compliance, finance and operations teams sit in Peelamedu, Coimbatore. Local firms can meet the people who file their returns, and pickups run from our own depot.",
  },
  whyChooseUs: [
    "Corporate office in Peelamedu: the people who file your returns are in the same city",
    "Experience with textile film, yarn cones and engineering packaging",
    "Product-list reviews for appliance makers before they register",
    "Tamil-speaking staff for factory floors and owners",
  ],
  caseStudies: [
    {
      client: "A pump manufacturer in SIDCO Kurichi (sample)",
      type: "Plastic EPR, category I and II",
      result: "Registered with CPCB and set up monthly scrap pickups from two plants",
    },
    {
      client: "A spinning mill group (sample)",
      type: "Industrial waste pickup",
      location: "Coimbatore and Tiruppur districts",
    },
  ],
  faqs: [
    {
      question: "Are wet grinders and mixers covered by e-waste EPR?",
      answer:
        "The E-Waste Rules 2022 apply to the equipment listed in their Schedule I, which was widened to many household appliances. Whether a particular grinder or mixer is listed depends on its description, so we check your product list against the schedule before you register.",
    },
    {
      question: "Our mill packs yarn in plastic bags: is that plastic packaging for EPR?",
      answer:
        "Yes, if you introduce that packaging into the market with your products. A micro or small enterprise is treated more lightly: as a brand owner it is outside the obligation, and as a producer it must still register and file returns but, since March 2024, carries no targets. Bags and film are category II (flexible) packaging, with their own targets and recycled-content obligations.",
    },
    {
      question: "Can we visit the team that handles our EPR filings?",
      answer:
        "Yes. Our corporate office is at 112 Avinashi Road, Peelamedu. Book a time through the contact form or call the toll-free number, and the compliance manager for your account will meet you.",
    },
    {
      question: "Do you collect from units outside Coimbatore city?",
      answer:
        "Yes. Scheduled pickups cover Coimbatore district and the Tiruppur belt. For units further away we plan a route with you before we agree a schedule.",
    },
  ],
  mapCoordinates: { lat: 11.0168, lng: 76.9558 },
  regionalOffices: [officeFor("coimbatore")],
  coverage:
    "Coimbatore is home to our corporate office on Avinashi Road, Peelamedu, which also serves the Tiruppur and Pollachi belts.",
} satisfies CityRecord;
