// Mumbai: the sample data set every city page was modelled on. We have no office here; the page says so.
import type { CityRecord } from "./schema";

export const mumbai = {
  slug: "mumbai",
  city: "Mumbai",
  state: "Maharashtra",
  stateBoard: "MPCB",
  stateBoardFull: "Maharashtra Pollution Control Board",
  metaTitle: "EPR Registration and Compliance in Mumbai",
  metaDescription:
    "EPR support for Mumbai brands, importers and producers: CPCB or MPCB registration, EPR certificates and annual returns for plastic, e-waste and batteries.",
  h1Title: "EPR Registration and Compliance for Mumbai Brands",
  introParagraph:
    "Mumbai is where many of India's consumer brands, importers and e-commerce sellers keep their head offices, so it is also where a large share of the country's EPR obligations sit. Most of these businesses sell in more than two states and therefore register with CPCB rather than with the Maharashtra Pollution Control Board. We prepare their registration applications, work out their targets, source EPR certificates from registered processors and recyclers, and prepare their returns to each regime's calendar.",
  whoNeedsEPR: [
    "FMCG, food and beverage brands headquartered in Mumbai that sell packaged goods nationally",
    "Importers clearing goods through Nhava Sheva (Jawaharlal Nehru Port Authority, JNPA) with plastic packaging or electronics",
    "Personal-care, cosmetics and pharmaceutical brands using rigid or multilayer packaging",
    "Electronics and appliance brands placing equipment on the market (producers under the E-Waste Rules 2022)",
    "E-commerce sellers and D2C brands that pack orders in plastic",
    "Battery brands and importers, including EV and inverter batteries",
  ],
  services: [
    {
      type: "Plastic packaging EPR",
      details:
        "Registration as a PIBO on the CPCB portal (or with MPCB if you sell in only one or two states), category-wise targets for rigid, flexible and multilayer packaging, certificates from registered plastic waste processors, and the annual return for the previous financial year (30 June in the rules, extended every recent year: we check the current date on the portal).",
    },
    {
      type: "E-waste EPR",
      details:
        "Producer registration with CPCB, recycling targets under the E-Waste Rules 2022 met only through EPR certificates from registered recyclers, and quarterly and annual returns by the end of the month after each period.",
    },
    {
      type: "Battery EPR",
      details:
        "Registration under the Battery Waste Management Rules 2022 for portable, automotive, industrial and EV batteries, with certificates from registered recyclers and refurbishers.",
    },
    {
      type: "State plastic ban review",
      details:
        "A check of your packaging against Maharashtra's own bans on some plastic and thermocol items, which apply in the state whatever your EPR status. We read the state's current notification with you rather than quote it from memory.",
    },
  ],
  calloutBox: {
    title: "A complete file, first time",
    text: "The board decides how long registration takes, and missing documents are the usual cause of delay. We check your file with you before it is submitted; in our experience (a sample figure until we publish our own data) a complete application has been decided in about 15-20 working days.",
  },
  whyChooseUs: [
    "One team for plastic, e-waste and battery EPR, so you file once per regime without juggling vendors",
    "Certificates sourced only from processors and recyclers registered on the CPCB portal",
    "Audit-ready records: invoices, certificates and filings kept together for every financial year",
    "Remote onboarding that suits Mumbai head offices: everything is online, with scheduled visits when needed",
  ],
  caseStudies: [
    {
      client: "A Mumbai personal-care brand (sample)",
      type: "Plastic EPR, categories I and II",
      result: "Filed its first plastic packaging annual return on the portal",
    },
    {
      client: "An electronics importer in Andheri (sample)",
      type: "E-waste EPR",
      result: "Met its 2024-25 target with certificates from registered recyclers only",
    },
  ],
  faqs: [
    {
      question: "Should a Mumbai brand register with CPCB or with MPCB?",
      answer:
        "It depends on where you sell. A producer, importer or brand owner of plastic packaging operating in more than two states or union territories registers with CPCB; one operating in only one or two registers with the state board, here MPCB. E-waste and battery producers register with CPCB in every case.",
    },
    {
      question: "How long does EPR registration take for a Mumbai company?",
      answer:
        "That is up to CPCB or the board. In our experience (a sample figure until we publish our own data) a complete application has been decided in about 15-20 working days; delays usually come from missing GST, CIN or authorisation documents, so we check the file with you before submission.",
    },
    {
      question: "What happens if a Mumbai company misses its EPR targets?",
      answer:
        "CPCB levies Environmental Compensation for unmet targets and other violations under its guidelines (revised in 2024). The amount is worked out from the shortfall and the category, so we do not quote a single fine figure; we show you your exposure once we have your numbers.",
    },
    {
      question: "Do you collect waste in Mumbai?",
      answer:
        "No. We have no office or pickup crews in Mumbai. For Mumbai brands we handle registration, targets, certificates and filings, and the physical recycling is done by registered processors and recyclers whose certificates we source for you.",
    },
  ],
  mapCoordinates: { lat: 19.076, lng: 72.8777 },
  regionalOffices: [],
  coverage:
    "We have no office in Mumbai. Brands here are served by our EPR team at the Coimbatore corporate office: portal work, certificates and filings are done online, and meetings are held by video call or on scheduled visits.",
} satisfies CityRecord;
