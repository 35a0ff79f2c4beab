// Questions on the /faq page. Answers follow the wording rules for regulatory copy: the
// obligated brand or producer keeps its legal duty; we help it meet it.
import { batteryAnnualReturn } from "@/content/regulation/battery";
import { ewasteReturns } from "@/content/regulation/ewaste";
import { plasticAnnualReturn } from "@/content/regulation/plastic";
import { REGULATION_REVIEWED, src } from "@/content/regulation/sources";
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
  /** Plain text: what the search matches, and what shows when there is no answerHtml. */
  answer: string;
  /** From WordPress: the answer as sanitised HTML (p, a, strong, em, lists, br). */
  answerHtml?: string;
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
      "Extended producer responsibility makes the business that puts a product on the market responsible for it once it becomes waste. For plastic packaging the obligated party is the producer, importer or brand owner (PIBO); for electrical and electronic equipment and for batteries it is the producer. The obligation stays with them: the board registers them, and we prepare and file their applications, help them meet their targets and prepare their returns.",
  },
  {
    id: "pricing",
    category: "Commercial",
    question: "How much do your services cost?",
    answer:
      "We quote on request. The price depends on the waste type, volume, pickup frequency and location, and for EPR on your categories and targets. Certificate prices are never fixed by us: for e-waste CPCB sets a floor and a ceiling tied to the Environmental Compensation, for batteries it sets a highest and lowest price, and for plastic packaging they are agreed with registered processors. We quote current prices when you ask.",
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
    answer: `Preparing and filing your registration application on the CPCB portal (or with your state board where that applies; the board grants it), target calculation, channelling waste to registered processors and recyclers, sourcing EPR certificates, preparing your returns and keeping audit-ready records. Return dates differ by regime. Plastic packaging: ${plasticAnnualReturn.text} E-waste: ${ewasteReturns.text} Batteries: ${batteryAnnualReturn.text}`,
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
      "Segregated dry waste goes to registered processors, recyclers and refurbishers, and wet waste to composting or biomethanation partners. Each load is weighed and documented from pickup to the facility that receives it, so you can see where it went; the recycling itself is done by those facilities.",
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
    answer: `Our corporate office is in Coimbatore and we have regional offices in Chennai, Puducherry, Bengaluru, Kochi, Hyderabad and Vijayawada. Pickups run in and around these cities; EPR compliance support is available to brands and producers anywhere in India. ${claims.eprBrands} brands work with us on EPR (our own figure).`,
  },
] as const satisfies readonly FaqEntry[];

/** The notifications the FAQ answers rest on, and when they were last checked. */
export const faqReview = {
  reviewed: REGULATION_REVIEWED,
  sources: [src.pwmEprGuidelines2022, src.ewaste2022, src.battery2022, src.swm2026],
} as const;
