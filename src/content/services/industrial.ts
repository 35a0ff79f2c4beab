// Industrial waste pickup page copy and image slots.
import type { ImageAsset } from "@/content/media";
import { claims } from "@/content/site";

export const industrialPage = {
  path: "/industrial-waste-pickup-service",
  meta: {
    title: "Industrial waste pickup with end-to-end traceability",
    description:
      "Scheduled, weighed and tracked pickups for factories, offices, hotels and hospitals across south India, with digital records from your gate to a registered recycler.",
    keywords: [
      "industrial waste pickup",
      "industrial waste management",
      "bulk waste generator",
      "e-waste bulk consumer",
      "hazardous waste disposal",
      "waste traceability",
      "Solid Waste Management Rules 2026",
    ],
  },
  serviceType: "Industrial waste collection",
  banner: {
    eyebrow: "Industrial waste pickup",
    title: "Industrial waste pickup, traced from your gate to the recycler",
    text: `Factories, offices, hotels and hospitals rely on us for scheduled pickups, digital weighment and records that stand up to an audit, with ${claims.support} support.`,
    image: {
      src: "/images/pickup/industrial-banner.webp",
      alt: "Illustration of factories with a collection truck, four colour-coded bins and two crew members in helmets",
      width: 1600,
      height: 700,
    } satisfies ImageAsset,
  },
  explore: {
    title: "A pickup plan built around your operations",
    text: [
      "Tell us what you generate, how much and how often. We set a pickup schedule, supply the right bins and bags, and send trained crews with our own vehicles.",
      "Every load is weighed and recorded, and you can see where it went: to a paper mill, a registered plastic or e-waste recycler, or an authorised treatment facility.",
    ],
    image: {
      src: "/images/pickup/industrial-explore.webp",
      alt: "A phone showing a tracked pickup route beside a factory, a bin and a crew member",
      width: 640,
      height: 520,
    } satisfies ImageAsset,
  },
  showcase: {
    title: "Industrial waste, stream by stream",
    intro:
      "One partner for the streams your site produces: what we collect, and the authorised operators we arrange for the rest.",
  },
  counters: { title: "Our impact so far" },
  getStarted: {
    title: "Ready to schedule your first pickup?",
    text: "Share your site details and we will come back with a plan and a quote.",
  },
  features: {
    title: "Everything on one platform",
    items: [
      {
        title: "100% digital",
        text: "Book pickups, approve quotes and receive weighment slips online, without paperwork.",
      },
      {
        title: "Full traceability",
        text: "Follow each load from your gate to the recycler or processor that received it.",
      },
      {
        title: "Reach us anytime",
        text: `Our support team is on call ${claims.support} for missed pickups and urgent loads.`,
      },
      {
        title: "Reports at your fingertips",
        text: "Download monthly, quarterly and annual reports for audits and sustainability disclosures.",
      },
    ],
  },
  onboarding: {
    title: "What we need to get you started",
    items: [
      "Business address",
      "Industry type",
      "Contact information",
      "Waste volume and type",
      "Payment information",
    ],
  },
} as const;
