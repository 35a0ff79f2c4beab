// The site's static pages, listed by hand so the sitemap and the share images never walk the
// source tree at run time. `source` is the page file, used at build time to date the page
// (next.config.ts records each file's last commit); a unit test keeps this list equal to the
// page files that exist.

export type StaticPageEntry = {
  path: string;
  /** The page file, relative to the repository root. */
  source: string;
  /** false for pages that ask search engines not to index them: share image, no sitemap entry. */
  indexable: boolean;
};

export const staticPages = [
  { path: "/", source: "src/app/(site)/page.tsx", indexable: true },
  { path: "/blog", source: "src/app/(site)/blog/page.tsx", indexable: true },
  {
    path: "/compliance-calendar",
    source: "src/app/(site)/compliance-calendar/page.tsx",
    indexable: true,
  },
  { path: "/contact-us", source: "src/app/(site)/contact-us/page.tsx", indexable: true },
  {
    path: "/epr-compliance-service",
    source: "src/app/(site)/epr-compliance-service/page.tsx",
    indexable: true,
  },
  {
    path: "/epr-obligation-estimator",
    source: "src/app/(site)/epr-obligation-estimator/page.tsx",
    indexable: true,
  },
  {
    path: "/epr-obligation-estimator/result",
    source: "src/app/(site)/epr-obligation-estimator/result/page.tsx",
    indexable: false,
  },
  { path: "/faq", source: "src/app/(site)/faq/page.tsx", indexable: true },
  { path: "/faq/search", source: "src/app/(site)/faq/search/page.tsx", indexable: false },
  {
    path: "/industrial-waste-pickup-service",
    source: "src/app/(site)/(pickup)/industrial-waste-pickup-service/page.tsx",
    indexable: true,
  },
  { path: "/locations", source: "src/app/(site)/locations/page.tsx", indexable: true },
  { path: "/login", source: "src/app/(site)/login/page.tsx", indexable: true },
  { path: "/login/forgot", source: "src/app/(site)/login/forgot/page.tsx", indexable: false },
  {
    path: "/login/invitation",
    source: "src/app/(site)/login/invitation/page.tsx",
    indexable: false,
  },
  { path: "/login/reset", source: "src/app/(site)/login/reset/page.tsx", indexable: false },
  {
    path: "/login/two-factor",
    source: "src/app/(site)/login/two-factor/page.tsx",
    indexable: false,
  },
  {
    path: "/privacy-policy",
    source: "src/app/(site)/(legal)/privacy-policy/page.tsx",
    indexable: true,
  },
  {
    path: "/privacy-policy/ta",
    source: "src/app/(site)/(legal)/privacy-policy/ta/page.tsx",
    indexable: true,
  },
  {
    path: "/residential-waste-pickup-service",
    source: "src/app/(site)/(pickup)/residential-waste-pickup-service/page.tsx",
    indexable: true,
  },
  { path: "/team", source: "src/app/(site)/team/page.tsx", indexable: true },
  { path: "/terms", source: "src/app/(site)/(legal)/terms/page.tsx", indexable: true },
] as const satisfies readonly StaticPageEntry[];

/** The page file shared by every city page; a city's own date is its content file's. */
export const cityPageSource = "src/app/(site)/locations/[city]/page.tsx";
export const cityContentSource = (slug: string) => `src/content/cities/${slug}.ts`;
/** Markdown posts without an `updated` date are dated by their file. */
export const markdownPostSource = (slug: string) => `src/content/posts/${slug}.md`;
/** Folders whose files are dated at build time. */
export const datedSourceFolders = ["src/app", "src/content/cities", "src/content/posts"] as const;
