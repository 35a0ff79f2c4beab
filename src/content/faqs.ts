// Questions on the /faq page. Answers follow the wording rules for regulatory copy: the
// obligated brand or producer keeps its legal duty; we help it meet it.
import { claims } from "@/content/site";

export const faqCategories = [
  "General",
  "Commercial",
  "Services",
  "Sustainability",
  "Coverage",
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export type FaqEntry = {
  /** Stable anchor for the question. */
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
};

export const faqs = [
  {
    id: "what-we-do",
    category: "General",
    question: "What does Nirmal Earth do?",
    answer:
      "We run three services: EPR (extended producer responsibility) compliance support for plastic packaging, e-waste and batteries; industrial waste pickup with end-to-end traceability; and residential waste pickup. Our aim is to eradicate waste through technology, with as little manual handling as possible.",
  },
  {
    id: "what-is-epr",
    category: "General",
    question: "What is EPR and who has to comply?",
    answer:
      "Extended producer responsibility makes the business that puts a product on the market responsible for it once it becomes waste. For plastic packaging the obligated party is the producer, importer or brand owner (PIBO); for electrical and electronic equipment and for batteries it is the producer. The obligation stays with them: we help them register on the CPCB portal, meet their targets and file their returns.",
  },
  {
    id: "pricing",
    category: "Commercial",
    question: "How much do your services cost?",
    answer:
      "We quote on request. The price depends on the waste type, volume, pickup frequency and location, and for EPR on your categories and targets. EPR certificate prices are set by the market (for e-waste, within the band the rules allow), so we never quote them as fixed.",
  },
  {
    id: "getting-started",
    category: "Commercial",
    question: "How soon can service start after we sign up?",
    answer:
      "Usually within a day or two of signing up, subject to slot availability. You receive an e-mail confirmation with your first pickup slot or, for EPR, your document checklist and the name of your compliance manager.",
  },
  {
    id: "epr-support",
    category: "Services",
    question: "What exactly do you handle for our EPR compliance?",
    answer:
      "Registration on the CPCB centralised EPR portal (or with your state board where that applies), target calculation, channelling waste to registered processors and recyclers, sourcing EPR certificates, filing the annual return (normally due 30 June for the previous financial year) and keeping audit-ready records. Reporting is quarterly, annual or custom.",
  },
  {
    id: "tracking",
    category: "Services",
    question: "Can we track our pickups?",
    answer:
      "Yes. Every industrial and residential pickup can be tracked in real time, with notifications when the crew is on the way, when the waste is collected and when it reaches the processor. Weighment slips and disposal documents are stored in your account.",
  },
  {
    id: "where-waste-goes",
    category: "Sustainability",
    question: "Where does the collected waste go?",
    answer:
      "Segregated waste goes only to registered processors, recyclers and refurbishers, and wet waste to composting or biomethanation partners. Each load is weighed and documented from pickup to processing, so you can see what was recycled and what was recovered.",
  },
  {
    id: "segregation",
    category: "Sustainability",
    question: "How should we segregate waste before pickup?",
    answer:
      "The Solid Waste Management Rules 2026 ask for four streams at source: wet, dry, sanitary and special-care waste. We give households and sites colour-coded bags or bins and a short guide, and our crews check segregation at the door.",
  },
  {
    id: "coverage",
    category: "Coverage",
    question: "Which cities do you serve?",
    answer: `Our corporate office is in Coimbatore and we have regional offices in Chennai, Puducherry, Bengaluru, Kochi, Hyderabad and Vijayawada. Pickups run in and around these cities; EPR compliance support is available to brands and producers anywhere in India, and ${claims.eprBrands} brands already work with us.`,
  },
] as const satisfies readonly FaqEntry[];
