// EPR compliance page copy and image slots.
// Regulatory wording follows the rules as they stood on `eprReview.date`: review the waste
// type texts, FAQs and resources together when a rule changes.
import type { ClientId } from "@/content/clients";
import type { ImageAsset } from "@/content/media";
import { batteryAmendments, batteryNotified } from "@/content/regulation/battery";
import { ewasteInForce } from "@/content/regulation/ewaste";
import { plasticAmendments, plasticAnnualReturn } from "@/content/regulation/plastic";
import { sourceLink, type SourceLink } from "@/content/regulation/source";
import { REGULATION_REVIEWED, src } from "@/content/regulation/sources";
import { BRAND_NAME, claims } from "@/content/site";

export const eprReview = { date: REGULATION_REVIEWED } as const;

const card = (folder: string, n: number, alt: string): ImageAsset => ({
  src: `/images/epr/${folder}-${String(n).padStart(2, "0")}.webp`,
  alt,
  width: 600,
  height: 450,
});

export const eprPage = {
  path: "/epr-compliance-service",
  meta: {
    title: "EPR compliance for plastic packaging, e-waste and batteries",
    description:
      "EPR registration, certificates, portal filings and audit-ready records for PIBOs and producers of plastic packaging, electronics and batteries across south India.",
    keywords: [
      "EPR compliance",
      "extended producer responsibility India",
      "plastic packaging EPR",
      "PIBO registration",
      "CPCB EPR portal",
      "EPR certificates",
      "e-waste EPR",
      "battery EPR",
      "Plastic Waste Management Rules",
    ],
  },
  serviceType: "Extended producer responsibility (EPR) compliance support",
  /** South Indian states and union territories the company serves. */
  areaServed: ["Tamil Nadu", "Puducherry", "Karnataka", "Kerala", "Andhra Pradesh", "Telangana"],
  hero: {
    eyebrow: "EPR consulting and compliance",
    title: "The EPR compass",
    text: "Plastic packaging, e-waste and batteries: we show producers, importers and brand owners where they stand under India's EPR rules, and do the work that gets them there.",
    note: "We file your registration application on CPCB's centralised EPR portal or with your state board (the board grants it), with a personalised action plan for each year's targets.",
    source: sourceLink(src.pwmEprGuidelines2022),
    clientsLabel: "Brands that work with us",
    clients: [
      "kaveri-foods",
      "tidewell",
      "kolam-electronics",
      "thendral-power",
    ] as const satisfies readonly ClientId[],
    image: {
      src: "/images/epr/hero.webp",
      alt: "Illustration of a compass surrounded by a bottle, a battery, an EPR certificate and a recycling mark",
      width: 960,
      height: 800,
    } satisfies ImageAsset,
  },
  partner: {
    title: "India's most trusted EPR fulfilment partner",
    text: [
      `${claims.eprBrands} brands work with ${BRAND_NAME} as their EPR partner (our own figure). Before we source a certificate we check the processor's registration and the collection and processing records behind it: CPCB has found fake certificates on the market.`,
      "The legal obligation stays with you as the PIBO or producer. What we take on is the work: registration, collection and channelling, certificate sourcing, portal filings and the records an auditor asks for.",
    ],
    action: "Explore our services",
  },
  // Only what the client portal (src/app/portal) does today: each claim names a page that
  // exists. Documents, search, notes and offline access are added here as they are built.
  digital: {
    title: "Your team's own client portal",
    text: "Every client gets a portal for its team, behind the LOGIN button: we invite your people, they choose their own passwords, and your administrators decide who else gets in.",
    action: { label: "Sign in to the portal", href: "/login" },
    features: [
      {
        icon: "lock",
        title: "Secured sign-in",
        text: "Passwords of at least 12 characters, two-factor sign-in (required for administrators), lockout after repeated failures.",
      },
      {
        icon: "globe",
        title: "Access from anywhere",
        text: "Any browser, on a phone or at a desk; sessions end after eight hours of inactivity.",
      },
      {
        icon: "files",
        title: "Who did what, on record",
        text: "Your administrators invite and remove colleagues and see every sign-in and change in your portal.",
      },
    ],
  },
  wasteTypes: {
    title: "EPR for every waste stream you place on the market",
    intro: "What we do for each stream, and the rule behind it.",
    tabs: [
      {
        id: "plastic",
        label: "Plastic",
        heading: "Plastic packaging EPR for PIBOs",
        text: "If you are a producer, importer or brand owner (PIBO) of plastic packaging, we prepare your registration on CPCB's EPR portal, channel packaging waste to registered plastic waste processors, source EPR certificates against your category I to V targets and prepare your annual return.",
        source: sourceLink(src.pwmEprGuidelines2022),
        image: {
          src: "/images/epr/waste-plastic.webp",
          alt: "Bales of sorted plastic beside bottles and a recycling mark",
          width: 800,
          height: 600,
        },
      },
      {
        id: "ewaste",
        label: "eWaste",
        heading: "E-waste EPR for producers",
        text: "For producers of electrical and electronic equipment under the E-Waste (Management) Rules 2022, we support registration on CPCB's e-waste EPR portal, arrange collection of e-waste for registered recyclers, source certificates from registered recyclers only towards your recycling targets, and keep your returns and records audit-ready.",
        source: sourceLink(src.ewaste2022),
        image: {
          src: "/images/epr/waste-ewaste.webp",
          alt: "A laptop, a mobile phone and a tablet next to a recycling mark",
          width: 800,
          height: 600,
        },
      },
      {
        id: "battery",
        label: "Battery",
        heading: "Battery EPR for producers",
        text: "For producers of portable, automotive, industrial and electric-vehicle batteries under the Battery Waste Management Rules 2022, we support registration with CPCB, channel waste batteries to registered recyclers and refurbishers, source EPR certificates and keep the records behind every return.",
        source: sourceLink(src.battery2022),
        image: {
          src: "/images/epr/waste-battery.webp",
          alt: "Three batteries of different sizes beside an electric-vehicle charging point",
          width: 800,
          height: 600,
        },
      },
    ],
  },
  whyUs: {
    title: "Why brands choose us",
    intro: "What you get when we run your EPR programme.",
    /** The "filing calendar" card's page, linked under the carousel (its slides hold no links). */
    calendar: {
      before:
        "A filing calendar for every regime: return dates, extensions and their sources are in our",
      label: "compliance calendar",
      href: "/compliance-calendar",
    },
    slides: [
      {
        title: "Compliance work handled end to end",
        image: card("why-us", 1, "A shield with a padlock beside an EPR certificate"),
      },
      {
        title: "Collection network across south India",
        image: card("why-us", 2, "Map pins joined by a dashed route"),
      },
      {
        title: "Audit-ready records for every figure",
        image: card("why-us", 3, "A ticked checklist beside a certificate"),
      },
      {
        title: "A live dashboard of your targets",
        image: card("why-us", 4, "A web dashboard with bar charts"),
      },
      {
        title: "Our own fleet for collection",
        image: card("why-us", 5, "A green collection truck and a map pin"),
      },
      {
        title: "Certificates from registered processors",
        image: card("why-us", 6, "Two EPR certificates with seals"),
      },
      {
        title: "Quarterly, annual and custom reports",
        image: card("why-us", 7, "A bar chart beside a calendar"),
      },
      {
        title: "A dedicated compliance manager",
        image: card("why-us", 8, "A compliance manager beside a checklist"),
      },
      {
        title: "A filing calendar for every regime",
        image: card("why-us", 9, "A dashboard window and a clock"),
      },
      {
        title: "Fair work for waste pickers",
        image: card("why-us", 10, "Three collection workers, one in a helmet"),
      },
    ],
  },
  counters: { title: "Our impact in numbers" },
  titans: { title: "Trusted by the titans", intro: "A few of the brands whose EPR we support." },
  howItWorks: {
    title: "How it works",
    intro: "From the first call to an audit-ready year, in ten steps.",
    steps: [
      {
        title: "Free consultation",
        image: card("how-it-works", 1, "A phone showing a route beside a consultant"),
      },
      {
        title: "Portfolio and packaging assessment",
        image: card("how-it-works", 2, "A bottle and documents under a magnifying glass"),
      },
      {
        title: "Registration on the EPR portal",
        image: card("how-it-works", 3, "A portal dashboard with a security shield"),
      },
      {
        title: "Yearly target calculation",
        image: card("how-it-works", 4, "A bar chart under a magnifying glass"),
      },
      {
        title: "Collection planning",
        image: card("how-it-works", 5, "A calendar beside a collection truck"),
      },
      {
        title: "Channelling to registered processors",
        image: card("how-it-works", 6, "A recycling plant with a recycling mark"),
      },
      {
        title: "EPR certificate sourcing",
        image: card("how-it-works", 7, "A certificate and a rosette"),
      },
      {
        title: "Portal filings and reports",
        image: card("how-it-works", 8, "A laptop and a phone with a recycling mark"),
      },
      {
        title: "Annual returns on each regime's dates",
        image: card("how-it-works", 9, "A calendar with a marked day beside a checklist"),
      },
      {
        title: "Audit-ready records and renewals",
        image: card("how-it-works", 10, "A security shield beside a stack of documents"),
      },
    ],
  },
  process: {
    title: "How do we do it?",
    intro: "Six stages take post-consumer waste from the street back into use.",
    steps: [
      {
        title: "Ethical sourcing of post-consumer waste",
        text: "We buy from waste pickers, aggregators and urban local bodies at fair, transparent prices.",
      },
      {
        title: "Transport to a material recovery facility",
        text: "Collected waste travels to a material recovery facility with a weighment record for each load.",
      },
      {
        title: "Sorting, baling and processing",
        text: "Waste is sorted by material and category, then baled and prepared for the processor.",
      },
      {
        title: "Transport by our own fleet",
        text: "Our vehicles carry the bales to registered processors and recyclers, with documents for every trip.",
      },
      {
        title: "Recycling or co-processing",
        text: "Registered processors recycle what can be recycled; the rest goes to co-processing, for example in cement kilns.",
      },
      {
        title: "Community awareness",
        text: "Schools, residents and shopkeepers learn to segregate at source, so more waste can be recovered.",
      },
    ],
  },
  testimonials: { title: "What our EPR clients say" },
  quotes: {
    title: "Why consumers care about your packaging",
    label: "Consumer sentiment",
  },
  faq: { headingId: "epr-faq-heading" },
  resources: {
    title: "CPCB's vital resources and updates",
    intro: "The rules, guidelines and portals behind EPR, from their official sources.",
  },
  contact: {
    title: "Let's plan your EPR year together",
    text: "Tell us what you place on the market and where. We will map your obligations and send you a personalised action plan.",
  },
} as const;

/** The four logos under the hero and the consumer quotes: see the notes on each list. */
export type ConsumerQuote = { id: string; stat: string; text: string; source?: SourceLink };

// SAMPLE DATA: the page design calls for these four figures but no survey is named. They are shown
// as illustrative until the company supplies a published source; add `source` to each.
export const consumerQuotes: readonly ConsumerQuote[] = [
  {
    id: "46",
    stat: "46%",
    text: "of consumers say they are more likely to buy from a brand that takes responsibility for its packaging.",
  },
  {
    id: "55",
    stat: "55%",
    text: "of consumers say they look for recycling information on a pack before they buy.",
  },
  {
    id: "60",
    stat: "60%",
    text: "of consumers say they would pay a little more for a product in recyclable packaging.",
  },
  {
    id: "70",
    stat: "70%",
    text: "of consumers say they expect brands to help recycle the packaging they sell.",
  },
];

export type EprTestimonial = {
  id: string;
  text: string;
  author: string;
  role: string;
  client: ClientId;
};

// SAMPLE DATA: fictional people and brands; replace with real, consented client quotes.
// Never marked up as review or rating structured data.
export const eprTestimonials: readonly EprTestimonial[] = [
  {
    id: "kaveri",
    text: "Our category I and II targets used to be a scramble every June. Now the certificates, invoices and returns are ready months ahead.",
    author: "Priya Raman",
    role: "Head of sustainability, Kaveri Foods",
    client: "kaveri-foods",
  },
  {
    id: "tidewell",
    text: "They explained exactly where our obligation sits and never promised what the rules do not allow. That honesty is why we stayed.",
    author: "Arjun Menon",
    role: "Regulatory lead, Tidewell",
    client: "tidewell",
  },
  {
    id: "kolam",
    text: "E-waste registration, recycler certificates and quarterly reports, all in one dashboard. Our audit took an afternoon.",
    author: "Sneha Iyer",
    role: "Compliance manager, Kolam Electronics",
    client: "kolam-electronics",
  },
  {
    id: "thendral",
    text: "Battery EPR was new for us. Their team mapped our products to the rules and had us registered with a clear plan.",
    author: "Vikram Rao",
    role: "Operations director, Thendral Power",
    client: "thendral-power",
  },
  {
    id: "seabreeze",
    text: "We can see the processor and the collection records behind each certificate. That traceability matters to our board.",
    author: "Revathi Sundar",
    role: "CFO, Seabreeze Dairy",
    client: "seabreeze-dairy",
  },
];

export type EprResource = {
  id: string;
  title: string;
  /** When it was notified or issued, as shown to visitors. */
  date: string;
  summary: string;
  source: SourceLink;
};

const amendmentSource = (i: number): SourceLink => {
  const source = plasticAmendments.sources[i]!;
  return sourceLink(
    source,
    source.notification ?? (source.secondary ? "Quoted text" : "Text of the notification"),
  );
};

/** The notifications behind the EPR page, newest plastic amendment first. */
export const eprResources: readonly EprResource[] = [
  ...plasticAmendments.items
    .map((item, i) => ({
      id: `pwm-${i}`,
      title: item.label.startsWith("Plastic")
        ? item.label
        : `Plastic Waste Management ${item.label}`,
      date: `Notified ${item.date}`,
      summary: item.summary,
      source: amendmentSource(i),
    }))
    .reverse(),
  {
    id: "ewaste-2022",
    title: src.ewaste2022.title,
    date: `In force from ${ewasteInForce.date}`,
    summary:
      "Producer registration, recycling targets and EPR certificates from registered recyclers; amended in March 2024 (certificate price band, return extensions).",
    source: sourceLink(src.ewaste2022, src.ewaste2022.notification),
  },
  {
    id: "battery-2022",
    title: src.battery2022.title,
    date: `Notified ${batteryNotified.date}`,
    summary: `EPR for portable, automotive, industrial and electric-vehicle batteries; amended ${[...new Set(batteryAmendments.items.map((a) => a.date.slice(-4)))].join(", ")}.`,
    source: sourceLink(src.battery2022, src.battery2022.notification),
  },
  {
    id: "plastic-return",
    title: "Plastic packaging annual return",
    date: `Due ${plasticAnnualReturn.due} in the rules`,
    summary: "Extended every recent year: check CPCB's EPR portal for the current date.",
    source: sourceLink(src.pwmEprGuidelines2022, src.pwmEprGuidelines2022.notification),
  },
];
