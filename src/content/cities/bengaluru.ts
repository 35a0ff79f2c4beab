// Bengaluru: regional office in Electronic City; Karnataka State Pollution Control Board.
import { officeFor, type CityRecord } from "./schema";

export const bengaluru = {
  slug: "bengaluru",
  city: "Bengaluru",
  state: "Karnataka",
  stateBoard: "KSPCB",
  stateBoardFull: "Karnataka State Pollution Control Board",
  stateBoardUrl: "https://kspcb.karnataka.gov.in/",
  metaTitle: "EPR Compliance in Bengaluru for Electronics, EV and D2C Brands",
  metaDescription:
    "E-waste, battery and plastic EPR for Bengaluru's electronics makers, EV start-ups and D2C brands, from our Electronic City office.",
  h1Title: "EPR Compliance for Bengaluru's Electronics, EV and D2C Brands",
  introParagraph:
    "Bengaluru's newer brands tend to meet EPR quickly: a hardware start-up becomes a producer the day its first device is sold, an electric two-wheeler maker takes on battery obligations with its first vehicle, and a direct-to-consumer label sells across India within months of launch. Our Electronic City office helps these fast-growing companies register for the right regimes before they scale, and collects e-waste from the city's technology parks, where offices are bulk consumers under the E-Waste Rules.",
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
        "Producer registration with CPCB, targets based on what you placed on the market (70% for 2025-26), and certificates from registered recyclers only.",
    },
    {
      type: "EV battery EPR",
      details:
        "Registration under the Battery Waste Management Rules 2022 and planning for the rising material-recovery targets for EV batteries (70% in 2024-25 to 90% in 2026-27).",
    },
    {
      type: "Plastic EPR for D2C brands",
      details:
        "PIBO registration, targets for mailers, pouches and rigid containers, and certificates from registered processors; KSPCB registration if you sell only in one or two states.",
    },
    {
      type: "Office e-waste pickups",
      details:
        "Collection of laptops, monitors, batteries and cabling from offices, with data-bearing devices logged and sent to registered recyclers.",
    },
  ],
  calloutBox: {
    title: "Register before you scale",
    text: "Selling without EPR registration is a violation from the first unit. We help start-ups register for every regime that applies before launch, so growth does not create a backlog.",
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
        "From the moment you place equipment listed in Schedule I of the E-Waste Rules 2022 on the market under your brand, including devices made for you by a contract manufacturer. Registering before launch is far simpler than regularising sales afterwards.",
    },
    {
      question: "Who is responsible for the battery inside our electric scooter?",
      answer:
        "The producer who places the battery on the market, alone or inside the vehicle. If you sell the scooter under your brand, the battery obligations are yours, with targets for material recovery that rise each year.",
    },
    {
      question: "Does Karnataka have its own rules on plastic carry bags?",
      answer:
        "Yes. Karnataka has banned plastic carry bags and several other single-use items since 2016. These bans apply in addition to national EPR, so a registered brand still cannot use banned items in the state.",
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
