// Chennai: regional office in Guindy; Tamil Nadu Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const chennai = {
  slug: "chennai",
  city: "Chennai",
  state: "Tamil Nadu",
  stateBoard: "TNPCB",
  stateBoardFull: "Tamil Nadu Pollution Control Board",
  metaTitle: "EPR Compliance in Chennai for Auto, Electronics and FMCG",
  metaDescription:
    "EPR support from our Guindy office for Chennai's automotive, electronics and consumer brands: CPCB or TNPCB registration, certificates, returns and pickups.",
  h1Title: "EPR Compliance for Chennai's Manufacturers and Brands",
  introParagraph:
    "Chennai's manufacturing belt, from Guindy and Ambattur to Sriperumbudur and Oragadam, makes cars, components, phones and appliances that are shipped across India, and every one of those products carries packaging, electronics or batteries covered by EPR. Our Guindy office works with plants and brand teams in the city: registering with CPCB or TNPCB, setting targets for each category, and collecting plant waste for registered recyclers.",
  whoNeedsEPR: [
    "Automobile makers and component suppliers in Sriperumbudur, Oragadam and Maraimalai Nagar shipping in plastic packaging",
    "Electronics and mobile-phone assemblers placing equipment on the market as producers",
    "Lead-acid and lithium battery brands supplying the automotive and inverter markets",
    "Pharmaceutical and healthcare brands in the Ambattur and Guindy estates",
    "FMCG and food brands with Chennai warehouses supplying south India",
  ],
  services: [
    {
      type: "Plastic packaging EPR",
      details:
        "PIBO registration with CPCB, or with TNPCB if you operate in only one or two states, targets by category and certificates from registered plastic waste processors.",
    },
    {
      type: "E-waste EPR and plant pickups",
      details:
        "Producer registration and certificates from registered recyclers, plus pickups of your plants' own e-waste for a registered recycler, under its registration.",
    },
    {
      type: "Battery EPR",
      details:
        "Registration and targets for automotive and industrial batteries, with certificates from registered recyclers and refurbishers.",
    },
    {
      type: "Industrial waste pickup",
      details:
        "Scheduled pickups of packaging scrap, pallets, film and cartons from factories in the Chennai belt, weighed and documented for your records.",
    },
  ],
  calloutBox: {
    title: "Tamil Nadu's single-use plastic ban",
    text: "Since 1 January 2019 Tamil Nadu has banned several one-time-use plastic items (the state's order excludes packaging for milk, curd, oil and medicines). EPR registration does not permit banned items, so we review your packaging against both the state ban and the national rules.",
  },
  whyChooseUs: [
    "A Guindy office within an hour of most plants in the Chennai belt",
    "Plant pickups and EPR filings from one team, so your waste records and returns agree",
    "Certificates only from CPCB-registered processors and recyclers",
    "Support in English and Tamil for plant and head-office teams",
  ],
  caseStudies: [
    {
      client: "An auto-component maker in Oragadam (sample)",
      type: "Plastic EPR and plant pickups",
      result: "Cut unsorted packaging scrap sent to landfill and filed its return on time",
    },
    {
      client: "A consumer-electronics assembler (sample)",
      type: "E-waste EPR",
      location: "Sriperumbudur",
    },
  ],
  faqs: [
    {
      question: "Our factory is in Sriperumbudur: does your Chennai office cover it?",
      answer:
        "Yes. The Guindy office covers the Chennai metropolitan area and the industrial corridors towards Sriperumbudur, Oragadam, Maraimalai Nagar and Gummidipoondi, for both EPR work and scheduled pickups.",
    },
    {
      question: "Does TNPCB or CPCB handle our plastic EPR registration?",
      answer:
        "If your brand operates in more than two states or union territories, CPCB. If you operate only in Tamil Nadu, or in Tamil Nadu and one other state, you register with TNPCB. We confirm which applies from your sales footprint.",
    },
    {
      question: "We are a car maker: which of our products fall under battery EPR?",
      answer:
        "The Battery Waste Management Rules 2022 cover automotive, industrial, portable and electric-vehicle batteries. If you place vehicles with batteries on the market, or sell replacement batteries under your brand, you have producer obligations for them.",
    },
    {
      question: "Can you collect e-waste from our Chennai offices?",
      answer:
        "Yes, for a registered recycler. As bulk consumers, offices and factories must hand e-waste only to a registered producer, refurbisher or recycler; the handover is made under the recycler's registration, and we arrange the pickup and give you its receipt.",
    },
  ],
  mapCoordinates: { lat: 13.0827, lng: 80.2707 },
  regionalOffices: [officeFor("chennai")],
  coverage:
    "Our Chennai regional office in the Guindy Industrial Estate serves the city and the industrial corridors to its west and south.",
} satisfies CityRecord;
