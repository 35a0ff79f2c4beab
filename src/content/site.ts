// Company facts shown across the site. SAMPLE DATA: phone, e-mail, addresses and social
// profiles are placeholders to be replaced with the company's real details.

export const BRAND_NAME = "Nirmal Earth";

const officeHours = "Monday to Saturday, 9:00 am to 6:00 pm IST";

export const site = {
  name: BRAND_NAME,
  legalName: `${BRAND_NAME} Waste Solutions Private Limited`,
  tagline: "India's most trusted waste management expert",
  aim: "Eradicating waste through technology, with minimal human intervention.",
  mission: "Turn waste into opportunity with innovation and technology.",
  vision: "A world without waste.",
  /** The public origin that search engines may index (docs/seo.md, robots policy). */
  productionUrl: "https://www.nirmalearth.example",
  foundedYear: 2011,
  // What a tel: link dials: an Indian toll-free 1800 number is dialled without +91, which some
  // networks refuse.
  phone: { display: "1800 425 7070", e164: "+9118004257070", dial: "18004257070", tollFree: true },
  email: "support@nirmalearth.example",
  privacyEmail: "privacy@nirmalearth.example",
  careersEmail: "careers@nirmalearth.example",
  whatsapp: { display: "+91 94430 12345", e164: "+919443012345" },
  officeHours,
  hours: `${officeHours}; pickup support 24x7`,
  locale: "en_IN",
} as const;

export type SocialNetwork = "facebook" | "x" | "linkedin" | "whatsapp" | "instagram";
export type SocialLink = { network: SocialNetwork; label: string; href: string };

/**
 * The contact details pages show: these defaults, or the company's own from WordPress
 * (src/lib/company-content, getSiteSettings).
 */
export type SiteContact = {
  /** `dial` is what a tel: link dials; `e164` goes into structured data. */
  phone: { display: string; e164: string; dial: string; tollFree: boolean };
  email: string;
  privacyEmail: string;
  careersEmail: string;
  whatsapp: { display: string; e164: string };
  socialLinks: readonly SocialLink[];
};

export const socialLinks = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/nirmalearth.example" },
  { network: "x", label: "X (Twitter)", href: "https://x.com/nirmalearth_example" },
  {
    network: "linkedin",
    label: "LinkedIn",
    href: "https://www.linkedin.com/company/nirmalearth-example",
  },
  { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/${site.whatsapp.e164.slice(1)}` },
  {
    network: "instagram",
    label: "Instagram",
    href: "https://www.instagram.com/nirmalearth.example",
  },
] as const satisfies readonly SocialLink[];

/** The company's own claims. Kept here so they can be corrected in one place. */
export const claims = {
  googleRating: "4.9",
  /** Businesses served across all three services (our own figure); the EPR subset is below. */
  brandsTrust: "150+",
  happyCustomers: "10k+",
  yearsExperience: "15+",
  /** Brands using us as their EPR partner; agrees with the "EPR clients" counter. */
  eprBrands: "45+",
  support: "24x7",
} as const;

export type Claims = { [K in keyof typeof claims]: string };
