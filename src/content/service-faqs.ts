// FAQ blocks on the three service pages (each item a title and its answer). The EPR answers
// follow the rules as they stand on the review date below; update both together.
import { batteryAnnualReturn, batteryCertificatePrices } from "@/content/regulation/battery";
import { ewasteCertificatePrices, ewasteReturns } from "@/content/regulation/ewaste";
import {
  plasticAnnualReturn,
  plasticCertificatePrices,
  plasticExemptions,
  plasticRegistrationAuthority,
} from "@/content/regulation/plastic";
import { sourceLink, type SourceLink } from "@/content/regulation/source";
import { REGULATION_REVIEWED, src } from "@/content/regulation/sources";
import { biomedicalRule, hazardousRule } from "@/content/regulation/waste-streams";
import { site } from "@/content/site";

export const serviceFaqPageTypes = ["epr", "industrialwaste", "residentialwaste"] as const;
export type ServiceFaqPageType = (typeof serviceFaqPageTypes)[number];

export type ServiceFaqItem = {
  id: string;
  title: string;
  content: string;
  /** From WordPress: the answer as sanitised HTML, shown instead of `content`. */
  contentHtml?: string;
};

export type ServiceFaqSet = {
  title: string;
  intro: string;
  items: readonly ServiceFaqItem[];
  /** Regulatory answers say when they were last checked and where the rules live. */
  /** `also`: further sources the answers rest on, after the primary one. */
  review?: { date: string; source: SourceLink; also?: readonly SourceLink[] };
};

export function isServiceFaqPageType(value: unknown): value is ServiceFaqPageType {
  return typeof value === "string" && (serviceFaqPageTypes as readonly string[]).includes(value);
}

const startTerms =
  "Service starts within a day or two of signing up, subject to pickup slot availability in your area, and we confirm the schedule by e-mail.";
const costTerms =
  "Costs are quoted on request. The price depends on the type of waste, its volume, how often we collect and where you are, so we quote after a short conversation rather than publish a flat rate.";
const trackingTerms =
  "Yes. Every pickup can be tracked in real time, and you get notifications when it is scheduled, when the crew is on the way and when it is complete.";

/** The contact details an answer may quote: the settings' (getSiteSettings) or the defaults. */
export type FaqContact = { phone: { display: string; tollFree: boolean }; email: string };

/** The answer that quotes the company's phone and e-mail. */
function contactAnswer(contact: FaqContact): string {
  const tollFree = contact.phone.tollFree ? " (toll free)" : "";
  return `Call ${contact.phone.display}${tollFree} or write to ${contact.email}. Pickup support is available 24x7.`;
}

/** The default answers with the phone and e-mail `contact` gives, where an answer quotes them. */
export function withContact(
  items: readonly ServiceFaqItem[],
  contact: FaqContact,
): ServiceFaqItem[] {
  return items.map((item) =>
    item.id === "contact" ? { ...item, content: contactAnswer(contact) } : item,
  );
}

export const serviceFaqs = {
  epr: {
    title: "EPR questions, answered",
    intro: "What producers, importers and brand owners ask us most often.",
    review: {
      date: REGULATION_REVIEWED,
      source: sourceLink(src.pwmEprGuidelines2022),
      also: [
        sourceLink(src.ewaste2024, src.ewaste2024.notification),
        sourceLink(src.pwmEcGuidelines2024, "CPCB EC guidelines, 4 April 2024"),
        sourceLink(src.battery2024, "battery amendment, 2024"),
      ],
    },
    items: [
      {
        id: "what-is-epr",
        title: "What is Extended Producer Responsibility (EPR)?",
        content:
          "EPR makes the businesses that put products on the market responsible for what happens to them after use. For plastic packaging the obligated party is the PIBO: the producer, importer or brand owner, under the Plastic Waste Management Rules 2016 as amended and the EPR Guidelines of 16 February 2022. For electrical and electronic equipment and for batteries it is the producer, under the E-Waste (Management) Rules 2022 and the Battery Waste Management Rules 2022.",
      },
      {
        id: "where-to-register",
        title: "Where does a PIBO register for plastic packaging EPR?",
        content: `On CPCB's centralised EPR portal for plastic packaging. ${plasticRegistrationAuthority.text} In Tamil Nadu that is TNPCB; in Puducherry, the Puducherry Pollution Control Committee. ${plasticExemptions.text} We check which applies to you before we prepare your application; the board decides it.`,
      },
      {
        id: "meeting-targets",
        title: "How are EPR targets met?",
        content: `Through EPR certificates. For plastic packaging, registered plastic waste processors generate certificates for the waste they recycle or process, and PIBOs acquire them against their targets. E-waste producers may buy certificates only from registered recyclers, and battery producers from registered recyclers and refurbishers. We arrange collection and channel waste to registered processors and recyclers, source certificates and keep the trail that links them to your targets. ${plasticCertificatePrices.text} ${ewasteCertificatePrices.text} ${batteryCertificatePrices.text}`,
      },
      {
        id: "obligation-stays",
        title: "Does working with you transfer our legal obligation?",
        content:
          "No. Under the rules the obligation stays with the PIBO or producer, and no partner can take it over or promise a waiver. What we take off your hands is the work: registration support, collection and channelling, certificate sourcing, portal filings and audit-ready records, so you can meet the obligation with evidence for every figure.",
      },
      {
        id: "annual-return",
        title: "When is the annual return due?",
        content: `It depends on the regime. Plastic packaging: ${plasticAnnualReturn.text} E-waste: ${ewasteReturns.text} Batteries: ${batteryAnnualReturn.text} We send quarterly, annual and custom reports through the year so each return is assembled from records you have already seen.`,
      },
      {
        id: "missed-targets",
        title: "What happens if targets are not met?",
        content:
          "CPCB levies Environmental Compensation for unmet targets and other violations; for plastic packaging under its Guidelines for Assessment of Environmental Compensation of 4 April 2024. Meeting targets on time, with certificates and records that match the quantities you report, is the way to avoid it; we track your position against each year's target so shortfalls show up early.",
      },
      {
        id: "how-fast",
        title: "How quickly can we start?",
        content:
          "Our work starts as soon as you sign up: we review your products, packaging categories and registration status and give you a personalised action plan. Registration is granted by CPCB or the state board, and how long that takes is up to them.",
      },
    ],
  },
  industrialwaste: {
    title: "Industrial waste pickup: your questions",
    intro: "Terms, onboarding and compliance for factories, offices and commercial sites.",
    items: [
      { id: "start", title: "How soon can pickups start?", content: startTerms },
      { id: "cost", title: "How much does industrial pickup cost?", content: costTerms },
      {
        id: "onboarding",
        title: "What do you need from us to sign up?",
        content:
          "Your business address, industry type, contact information, the types and approximate volume of waste you generate, and payment information. With that we can plan the right vehicles, containers and pickup frequency for your site.",
      },
      { id: "tracking", title: "Can we track our pickups?", content: trackingTerms },
      {
        id: "e-waste",
        title: "How do you handle e-waste, hazardous and biomedical waste?",
        content: `As a bulk consumer your organisation must hand e-waste only to a registered producer, refurbisher or recycler under the E-Waste (Management) Rules 2022. The handover is made to a registered recycler under that recycler's registration: we arrange the pickup and transport to it and give you the recycler's receipt for your files. We do not hold an e-waste registration of our own. Hazardous and biomedical waste follow their own rules: ${hazardousRule.text} ${biomedicalRule.text}`,
      },
      {
        id: "bulk-generators",
        title: "We are a bulk waste generator. What changes under the 2026 rules?",
        content:
          "Under the Solid Waste Management Rules 2026, in force from 1 April 2026, waste is segregated at source into wet, dry, sanitary and special-care streams. Bulk waste generators (20,000 square metres of floor area, 40,000 litres of water a day or 100 kg of waste a day) register with the local body and process wet waste on site or obtain a certificate. We set up collection by stream and keep the records you need.",
      },
      {
        id: "reports",
        title: "What records and reports do we receive?",
        content:
          "Digital records of every pickup with quantities by waste type, and quarterly, annual or custom reports for audits and sustainability reporting, available whenever you need them.",
      },
    ],
  },
  residentialwaste: {
    title: "Household pickup: your questions",
    intro: "How doorstep collection works for homes and apartment communities.",
    items: [
      { id: "start", title: "How soon can pickups start?", content: startTerms },
      { id: "cost", title: "How much does it cost?", content: costTerms },
      {
        id: "segregation",
        title: "How should we segregate waste at home?",
        content:
          "Under the Solid Waste Management Rules 2026, keep four streams apart: wet waste (kitchen and garden), dry waste (paper, plastic, metal, glass), sanitary waste (diapers, pads) wrapped separately, and special-care waste (batteries, bulbs, medicines, paint). Clean, dry recyclables are worth more and are far easier to recycle.",
      },
      {
        id: "what-we-collect",
        title: "What do you collect from homes?",
        content:
          "Segregated dry recyclables such as paper, cardboard, plastic, metal and glass. Old electronics go to a registered recycler, under its registration; we arrange the collection. Tell us what you have when you book and we confirm what we can take and how it should be packed.",
      },
      { id: "tracking", title: "Can I track my pickup?", content: trackingTerms },
      {
        id: "contact",
        title: "How do I reach you about a pickup?",
        content: contactAnswer(site),
      },
    ],
  },
} as const satisfies Record<ServiceFaqPageType, ServiceFaqSet>;
