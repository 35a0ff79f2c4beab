// Home page copy and image slots. Figures come from site.ts `claims` and counters.ts so a
// correction there reaches every page. Images are original artwork (scripts/artwork/home.art.ts).
import type { ImageAsset } from "@/content/media";
import { claims, site, type Claims } from "@/content/site";
import { FOUNDER_NAME } from "@/content/team";

export const homeMeta = {
  title: "Waste management and EPR compliance in south India",
  description: `Residential and industrial waste pickup with end-to-end traceability, and EPR compliance support for brands. ${claims.yearsExperience} years, ${claims.happyCustomers} customers, ${claims.support} support across south India.`,
  keywords: [
    "waste management company",
    "waste pickup Pondicherry",
    "industrial waste pickup",
    "residential waste collection",
    "EPR compliance",
    "plastic EPR",
    "e-waste recycling",
    "Coimbatore waste management",
  ],
} as const;

export const hero = {
  eyebrow: "Waste management and EPR compliance, south India",
  title: site.tagline,
  intro: `${site.aim} From doorstep pickups to audit-ready EPR records, we make sure what you throw away is collected, traced and handed to registered recyclers and processors.`,
  image: {
    src: "/images/home/hero.webp",
    alt: "Illustration of a green collection truck, four colour-coded bins and a crew member in front of homes, towers and a factory",
    width: 1200,
    height: 900,
  } satisfies ImageAsset,
} as const;

/** Trust claims shown under the hero heading; `figures`: the claims in use (getSiteSettings). */
export function heroTrust(figures: Claims = claims) {
  return [
    { value: figures.brandsTrust, label: "businesses served" },
    { value: figures.happyCustomers, label: "happy customers" },
    { value: figures.yearsExperience, label: "years of experience" },
    { value: figures.support, label: "pickup support" },
  ];
}

export const exploreBanner = {
  title: "One partner for every kind of waste",
  text: "Households, factories and brands each need something different. Pick the service that fits you and we take it from there.",
  cta: "Explore our services",
} as const;

export const quoteBanner = {
  quote: "The greatest threat to our planet is the belief that someone else will save it.",
  author: "Robert Swan, polar explorer",
} as const;

export type ServiceSummary = {
  number: string;
  title: string;
  text: string;
  href: string;
  points: readonly string[];
};

export const services = [
  {
    number: "01",
    title: "Residential waste pickup",
    text: "Scheduled doorstep collection for homes and apartment communities, with help to segregate into wet, dry, sanitary and special-care streams.",
    href: "/residential-waste-pickup-service",
    points: [
      "Doorstep pickup on a fixed schedule",
      "Live tracking and reminders",
      "Composting support",
    ],
  },
  {
    number: "02",
    title: "Industrial waste pickup",
    text: "Weighed, recorded pickups for factories, offices, hotels and hospitals, traced from your gate to a registered recycler or processor.",
    href: "/industrial-waste-pickup-service",
    points: [
      "End-to-end traceability",
      "Digital weighment and reports",
      "Bulk waste generator support",
    ],
  },
  {
    number: "03",
    title: "EPR compliance",
    text: `Help for producers, importers and brand owners to meet plastic, e-waste and battery EPR targets: registration, certificates, filing and records. ${claims.eprBrands} brands work with us.`,
    href: "/epr-compliance-service",
    points: [
      "CPCB portal registration and filing",
      "EPR certificates from registered processors",
      "Audit-ready records",
    ],
  },
] as const satisfies readonly ServiceSummary[];

const whyUsCaptions = [
  [`${claims.support} support`, "A clock and a phone showing a tracked pickup"],
  ["Doorstep collection", "A house with a green recycling bin beside it"],
  ["Our own fleet", "A green collection truck with a recycling mark"],
  ["Live pickup tracking", "A phone screen with a pickup route and a location pin"],
  ["Four-stream segregation", "Four bins in green, blue, red and yellow"],
  ["Audit-ready records", "A clipboard with three ticked lines"],
  ["Registered recycling partners", "A recycling symbol with a leaf"],
  ["End-to-end traceability", "A dotted route joining three location pins"],
  ["Material recovery facility", "Sorted bales of plastic, paper and mixed material on a conveyor"],
  ["Trained, equipped crews", "Two crew members in safety helmets"],
  ["Professionalised ragpickers", "Four people standing together in coloured uniforms"],
  [
    "School and community programmes",
    "A trainer beside a board with a recycling symbol and two children",
  ],
  ["Clear quotes", "A yellow price tag"],
  ["Quarterly and annual reports", "A bar chart on a white card"],
  ["Responsible e-waste handling", "A laptop and phone with a recycling symbol"],
  ["Plastic EPR support", "A plastic bottle beside a checklist"],
  ["Battery waste channelling", "Two batteries with charge symbols"],
  ["Composting of wet waste", "Vegetable scraps and leaves on a compost heap"],
  ["Less waste to landfill", "Three trees growing on green hills"],
  ["Offices across south India", "A map shape with four location pins"],
  [`${claims.yearsExperience} years of experience`, "A gold award rosette with a star"],
] as const;

export type CaptionedImage = ImageAsset & { caption: string };

export const whyUs: readonly CaptionedImage[] = whyUsCaptions.map(([caption, alt], i) => ({
  caption,
  alt,
  src: `/images/home/why-us-${String(i + 1).padStart(2, "0")}.webp`,
  width: 600,
  height: 450,
}));

export const whyUsIntro = {
  eyebrow: "Why us",
  title: "Why households, industries and brands choose us",
  intro: `${claims.brandsTrust} businesses and ${claims.happyCustomers} customers served, by our own count: here is what they rely on.`,
} as const;

export const impactIntro = {
  eyebrow: "Our impact",
  title: "Waste kept out of landfills and off the streets",
  intro:
    "Material we collected, sorted and handed to registered recyclers and mills, and people we trained along the way. The recycling itself is done by those recyclers.",
} as const;

/** SAMPLE DATA: the founder and the message are fictional. */
export const founder = {
  name: FOUNDER_NAME,
  role: "Founder and Managing Director",
  image: {
    src: "/images/home/founder.webp",
    alt: "Illustrated portrait of the founder in a green shirt",
    width: 480,
    height: 560,
  } satisfies ImageAsset,
  message: [
    "I started this company in Puducherry in 2011 with a handful of collection carts and one conviction: waste is only waste when nobody takes responsibility for it.",
    "Since then our crews, many of them former ragpickers who now work with uniforms, insurance and regular pay, have collected from homes, factories and towns across south India. Technology lets us do it with less manual handling and with a record for every kilo.",
    "Whether you are a family, a factory or a national brand, we work the same way: we record where your waste went and show you.",
  ],
} as const;

export const closingCta = {
  title: "Ready to turn your waste into opportunity?",
  text: `Tell us what you generate and where. We reply with a plan and a quote, and our team is on call ${claims.support}.`,
  cta: "Get started",
} as const;

const galleryAlts = [
  "Volunteers with collection bags on a beach clean-up",
  "A trainer and four children at a school awareness session",
  "A collection truck on its city route between tower blocks",
  "Crew members sorting bottles, paper and electronics on a conveyor",
  "A team of uniformed collection staff standing together",
  "A worker beside compost heaps",
  "An e-waste collection drive with a laptop in a cardboard box",
  "A collection truck and three bins outside a factory",
  "Doorstep collection from two houses with a green bin",
  "Two people planting trees",
  "Baled paper stacked for the paper mill",
  "Plastic bales sorted by colour",
  "A meeting outside a municipal office",
  "Four segregation bins outside an apartment block",
  "Bottles and paper products made from recycled material",
] as const;

export const impactGallery: readonly ImageAsset[] = galleryAlts.map((alt, i) => ({
  alt,
  src: `/images/home/impact-${String(i + 1).padStart(2, "0")}.webp`,
  width: 640,
  height: 480,
}));

export const about = {
  eyebrow: "About us",
  title: "Technology-led waste management, rooted in Puducherry",
  paragraphs: [
    `${site.name} began in Puducherry in ${site.foundedYear} and now runs from its corporate office in Coimbatore with regional offices across south India. We collect waste from homes and industries, sort it at our own facilities and hand each stream to registered recyclers and processors, who recycle it.`,
    `For brands, we help producers, importers and brand owners meet their extended producer responsibility: ${claims.eprBrands} leading brands work with us on plastic, e-waste and battery EPR.`,
  ],
  mission: { title: "Our mission", text: site.mission },
  vision: { title: "Our vision", text: site.vision },
} as const;

/** The company's own figures for Puducherry. */
export const battlefield = {
  eyebrow: "Where it started",
  title: "Puducherry, our first battlefield",
  paragraphs: [
    "Puducherry welcomes about 1.2 million tourists a year, and by our estimate the territory generates more than 400 tonnes of waste every day. Much of it once ended up on beaches, in canals and in open dumps.",
    "That is where we learned the job: ward-by-ward collection, segregation at source, sorting that pays ragpickers fairly, and records that show a town exactly where its waste went. Every city we serve now benefits from those lessons.",
  ],
  stats: [
    { value: "1.2 million", label: "tourists a year" },
    { value: "400+ tonnes", label: "of waste a day" },
  ],
} as const;
