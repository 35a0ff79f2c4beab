// Site navigation: the header, the footer and the sitemap read these lists.

export type NavLink = { label: string; href: string };

export const serviceLinks = [
  { label: "EPR Consulting", href: "/epr-compliance-service" },
  { label: "Industrial Waste Pickup", href: "/industrial-waste-pickup-service" },
  { label: "Residential Waste Pickup", href: "/residential-waste-pickup-service" },
] as const satisfies readonly NavLink[];

/** The free estimator, listed under the EPR entry wherever EPR is offered. */
export const eprEstimatorLink = {
  label: "EPR Obligation Estimator",
  href: "/epr-obligation-estimator",
} as const satisfies NavLink;

export const headerLinks = {
  home: { label: "Home", href: "/" },
  services: {
    label: "Services",
    items: [serviceLinks[0], eprEstimatorLink, serviceLinks[1], serviceLinks[2]],
  },
  after: [
    { label: "Team", href: "/team" },
    { label: "Blog", href: "/blog" },
  ],
  contact: { label: "Contact Us", href: "/contact-us" },
} as const;

export const footerColumns = [
  {
    title: "About",
    links: [
      { label: "Why us", href: "/#why-us" },
      { label: "The Team", href: "/team" },
      { label: "FAQ", href: "/faq" },
    ],
  },
  { title: "Services", links: [...serviceLinks, eprEstimatorLink] },
  {
    title: "More Links",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "Compliance Calendar", href: "/compliance-calendar" },
      { label: "Where we work", href: "/locations" },
      { label: "Contact Us", href: "/contact-us" },
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms", href: "/terms" },
    ],
  },
] as const satisfies readonly { title: string; links: readonly NavLink[] }[];
