// Bengaluru: regional office in Electronic City; Karnataka State Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const bengaluru = {
  slug: "bengaluru",
  city: "Bengaluru",
  state: "Karnataka",
  stateBoard: "Karnataka SPCB",
  stateBoardFull: "Karnataka State Pollution Control Board",
  metaTitle: "EPR Compliance in Bengaluru for Electronics, EV and D2C Brands",
  metaDescription:
    "E-waste, battery and plastic EPR for Bengaluru's electronics makers, EV start-ups and D2C brands, from our Electronic City office.",
  h1Title: "EPR Compliance for Bengaluru's Electronics, EV and D2C Brands",
  introParagraph:
    "Bengaluru's newer brands tend to meet EPR quickly: a hardware start-up that has outgrown the micro-enterprise class becomes a producer when its first device is sold under its brand, an electric two-wheeler maker takes on battery obligations with its first vehicle, and a direct-to-consumer label sells across India within months of launch. Our Electronic City office helps these fast-growing companies register for the right regimes before they scale, and collects e-waste from the city's technology parks, where offices are bulk consumers under the E-Waste Rules.",
  whoNeedsEPR: [
    "Consumer-electronics, IoT and hardware start-ups placing devices on the market",
    "Electric two-wheeler and three-wheeler makers, and EV battery pack assemblers",
    "D2C brands in beauty, food and apparel shipping orders in plastic packaging",
    "Importers of laptops, accessories and appliances based in the city",
    "Technology parks and offices disposing of IT equipment as bulk consumers",
  ],
  services: [
    {
      type: "E-waste EPR for hardware brands",
      details:
        "Producer registration with CPCB, recycling targets worked out from what you placed on the market in earlier years, and certificates from registered recyclers only.",
    },
    {
      type: "EV battery EPR",
      details:
        "Registration under the Battery Waste Management Rules 2022 and planning for the rising material-recovery targets for EV batteries (70% in 2024-25 to 90% in 2026-27).",
    },
    {
      type: "Plastic EPR for D2C brands",
      details:
        "PIBO registration, targets for mailers, pouches and rigid containers, and certificates from registered processors; registration with the Karnataka State Pollution Control Board if you sell only in one or two states.",
    },
    {
      type: "Office e-waste pickups",
      details:
        "Collection of laptops, monitors, batteries and cabling from offices for a registered recycler, under its registration, with data-bearing devices logged.",
    },
  ],
  calloutBox: {
    title: "Register before you scale",
    text: "Once the rules apply to you, selling without registration is a violation from the first unit. Micro enterprises are outside the E-Waste Rules 2022. Under the plastic rules a micro or small brand owner has no obligation, and micro and small producers register and file returns but carry no targets; the battery rules make no such exception. We check each regime with you before launch.",
  },
  whyChooseUs: [
    "An Electronic City office close to the hardware and EV clusters",
    "E-waste and battery EPR together, which is what most device makers need",
    "Start-up friendly onboarding, done online, with clear fee quotes",
    "Office e-waste pickups with per-device logs for your IT asset records",
  ],
  caseStudies: [
    {
      client: "An electric scooter start-up (sample)",
      type: "Battery and e-waste EPR",
      result: "Registered for both regimes before its first vehicles were sold",
    },
    {
      client: "A technology park tenant group (sample)",
      type: "Office e-waste pickups",
      location: "Outer Ring Road, Bengaluru",
    },
  ],
  faqs: [
    {
      question: "We are a hardware start-up: when do we need e-waste EPR?",
      answer:
        "From the moment you place equipment listed in Schedule I of the E-Waste Rules 2022 on the market under your brand, including devices made for you by a contract manufacturer, unless you are a micro enterprise under the MSMED Act 2006: the rules do not apply to micro enterprises. Registering before you outgrow that class is far simpler than regularising sales afterwards.",
    },
    {
      question: "Who is responsible for the battery inside our electric scooter?",
      answer:
        "The producer who places the battery on the market, alone or inside the vehicle. If you sell the scooter under your brand, the battery obligations are yours, with targets for material recovery that rise each year.",
    },
    {
      question: "Does Karnataka have its own rules on plastic carry bags?",
      answer:
        "Yes. Karnataka has its own state ban on plastic carry bags and several other single-use items, in addition to the national rules, so a registered brand still cannot use banned items in the state. We check your items against the state's current notification.",
    },
    {
      question: "Can you wipe or destroy data on office laptops you collect?",
      answer:
        "We log every data-bearing device by serial number and hand it to registered recyclers who offer certified data destruction; we pass their certificate to you. Tell us in advance if you need on-site destruction.",
    },
  ],
  mapCoordinates: { lat: 12.9716, lng: 77.5946 },
  regionalOffices: [officeFor("bengaluru")],
  coverage:
    "Our Bengaluru regional office is on Hosur Road in Electronic City Phase 1 and serves the city, Whitefield, the Outer Ring Road and the Hosur corridor.",
} satisfies CityRecord;
