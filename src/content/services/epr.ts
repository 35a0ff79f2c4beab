// EPR compliance page copy and image slots (spec section 2, "EPR compliance service page").
// Regulatory wording follows the rules as they stood on `eprReview.date`: review the waste
// type texts, FAQs and resources together when a rule changes.
import type { ClientId } from "@/content/clients";
import type { ImageAsset } from "@/content/media";
import { BRAND_NAME, claims } from "@/content/site";

export const eprReview = { date: "November 2026" } as const;

const card = (folder: string, n: number, alt: string): ImageAsset => ({
  src: `/images/epr/${folder}-${String(n).padStart(2, "0")}.webp`,
  alt,
  width: 600,
  height: 450,
});

export type Source = { label: string; href: string };

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
    note: "We register you on CPCB's centralised EPR portal, or with your state board where that applies, and give you a personalised action plan for every year's targets.",
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
      `${claims.eprBrands} brands rely on ${BRAND_NAME} as their EPR partner. We combine a collection network across south India with registered processors and recyclers, so every certificate we source is backed by waste that was really collected and processed.`,
      "The legal obligation stays with you as the PIBO or producer. What we take on is the work: registration, collection and channelling, certificate sourcing, portal filings and the records an auditor asks for.",
    ],
    action: "Explore our services",
  },
  digital: {
    title: "Go digital, go green",
    text: "Our 100% digital platform keeps registrations, certificates, invoices and filings in one place, ready whenever CPCB, your board or your auditor asks.",
    features: [
      {
        icon: "files",
        title: "Documents at your fingertips",
        text: "Every certificate, invoice and filing, a click away.",
      },
      {
        icon: "globe",
        title: "Access from anywhere",
        text: "Work from the office, the plant or on the road.",
      },
      {
        icon: "lock",
        title: "Secured and encrypted login",
        text: "Encrypted sessions and role-based access for your team.",
      },
      {
        icon: "refresh",
        title: "Offline access and sync",
        text: "Keep working without a connection; changes sync later.",
      },
      {
        icon: "plug",
        title: "Integration with other systems",
        text: "Connect your ERP and accounting data to avoid re-entry.",
      },
      {
        icon: "search",
        title: "Advanced search and filters",
        text: "Find any document by year, category, state or vendor.",
      },
      {
        icon: "pen",
        title: "Document annotation and markup",
        text: "Comment on and mark up documents before they are filed.",
      },
    ],
  },
  wasteTypes: {
    title: "EPR for every waste stream you place on the market",
    intro: "Choose a stream to see how we support it.",
    note: "Under the rules the obligation stays with the PIBO or producer; we provide the services that meet it.",
    tabs: [
      {
        id: "plastic",
        label: "Plastic",
        heading: "Plastic packaging EPR for PIBOs",
        text: "If you are a producer, importer or brand owner (PIBO) of plastic packaging, we handle registration on CPCB's EPR portal, channel packaging waste to registered plastic waste processors, source EPR certificates against your category I to V targets and file your annual return.",
        source: {
          label: "CPCB centralised EPR portal for plastic packaging",
          href: "https://eprplastic.cpcb.gov.in/",
        },
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
        text: "For producers of electrical and electronic equipment under the E-Waste (Management) Rules 2022, we support registration on CPCB's e-waste EPR portal, collect and channel e-waste to registered recyclers, source certificates from registered recyclers only and keep your returns and records audit-ready.",
        source: { label: "CPCB EPR portal for e-waste", href: "https://eprewastecpcb.in/" },
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
        source: { label: "CPCB EPR portal for batteries", href: "https://eprbattery.cpcb.gov.in/" },
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
        title: "Filings on time, every time",
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
        title: "Annual return by 30 June",
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
export type ConsumerQuote = { id: string; stat: string; text: string; source?: Source };

// SAMPLE DATA: the spec asks for these four figures but names no survey. They are shown
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
    text: "We can trace every certificate back to waste that was actually collected. That traceability matters to our board.",
    author: "Lakshmi Narayanan",
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
  source: Source;
};

export const eprResources: readonly EprResource[] = [
  {
    id: "pwm-2016",
    title: "Plastic Waste Management Rules, 2016",
    date: "Notified 18 March 2016",
    summary:
      "The base rules for plastic waste, including extended producer responsibility for PIBOs.",
    source: {
      label: "CPCB (PDF)",
      href: "https://cpcb.nic.in/uploads/plasticwaste/PWM_Gazette.pdf",
    },
  },
  {
    id: "pwm-2021",
    title: "Plastic Waste Management (Amendment) Rules, 2021",
    date: "Notified 12 August 2021",
    summary:
      "Phased out identified single-use plastic items and raised the minimum thickness of carry bags.",
    source: { label: "CPCB plastic waste rules", href: "https://cpcb.nic.in/plastic-waste-rules/" },
  },
  {
    id: "epr-guidelines-2022",
    title: "Guidelines on EPR for plastic packaging (Schedule II)",
    date: "Notified 16 February 2022",
    summary:
      "Packaging categories, targets, EPR certificates, the centralised portal and Environmental Compensation.",
    source: { label: "CPCB plastic waste rules", href: "https://cpcb.nic.in/plastic-waste-rules/" },
  },
  {
    id: "pwm-2024",
    title: "Plastic Waste Management (Amendment) Rules, 2024",
    date: "Notified 14 March 2024",
    summary:
      "Added biodegradable plastics as category V and updated duties of producers and processors.",
    source: { label: "CPCB plastic waste rules", href: "https://cpcb.nic.in/plastic-waste-rules/" },
  },
  {
    id: "ewaste-2022",
    title: "E-Waste (Management) Rules, 2022",
    date: "In force from 1 April 2023",
    summary:
      "Producer registration, recycling targets and EPR certificates from registered recyclers.",
    source: { label: "CPCB e-waste EPR portal", href: "https://eprewastecpcb.in/" },
  },
  {
    id: "battery-2022",
    title: "Battery Waste Management Rules, 2022",
    date: "Notified 22 August 2022",
    summary:
      "EPR for portable, automotive, industrial and electric-vehicle batteries, with recovery targets.",
    source: { label: "CPCB battery EPR portal", href: "https://eprbattery.cpcb.gov.in/" },
  },
  {
    id: "plastic-portal",
    title: "Centralised EPR portal for plastic packaging",
    date: "Annual return due 30 June",
    summary: "Where PIBOs and processors register, trade certificates and file annual returns.",
    source: { label: "CPCB EPR portal", href: "https://eprplastic.cpcb.gov.in/" },
  },
];
