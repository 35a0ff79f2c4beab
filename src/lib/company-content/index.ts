// The one place that decides where the company's own content comes from: WordPress when it has
// some, else the defaults in src/content. Pages call these getters and never know the source.
//
// - Without WORDPRESS_URL: the defaults, as they are (`sample: true`, so their labels show).
// - With WordPress: each type follows its sample rule (the getters below, documented for editors
//   in docs/editing-content.md). In short: published entries replace the type's defaults (for FAQs
//   per page they show on), and once the company has published its own, the defaults never
//   return (WordPress's settings record lists these types, `samplesRetired`): a type left
//   without entries shows none. Offices keep the default corporate office until a corporate
//   office is published.
// - WordPress down or slow: the last content read from it (the copy in the database, kept on
//   every successful read) is served; the defaults only when there has never been a read.
import "server-only";
import { cache } from "react";
import { clients, getClient, type Client } from "@/content/clients";
import { faqs, type FaqEntry } from "@/content/faqs";
import { eprTestimonials } from "@/content/services/epr";
import type { CityRecord } from "@/content/cities";
import {
  allOffices,
  corporateOffice,
  formatAddress,
  mainOffice,
  type Office,
} from "@/content/offices";
import type { LegalContact } from "@/content/privacy-policy";
import {
  serviceFaqs,
  withContact,
  type ServiceFaqItem,
  type ServiceFaqPageType,
} from "@/content/service-faqs";
import { teamMembers, type TeamMember } from "@/content/team";
import { testimonials, type Testimonial } from "@/content/testimonials";
import {
  companyContentFromCopy,
  readCompanyContent,
  type ContentItem,
  type ContentType,
  type TestimonialPage,
} from "@/lib/wordpress";
import { getSiteSettings } from "./settings";
import { withLastCopy } from "./source";

/** What a page shows, and whether it is the default (which carries its "sample" label). */
export type CompanyContent<T> = { items: readonly T[]; sample: boolean };

/** One content type's items, for `page` when the type is shown per page (see withLastCopy). */
function fromWordPress<K extends ContentType>(
  type: K,
  page?: string,
): Promise<ContentItem<K>[] | null> {
  return withLastCopy(
    page ? `${type}:${page}` : type,
    () => readCompanyContent(type, page),
    (copy) => (Array.isArray(copy) ? companyContentFromCopy(type, copy) : null),
  );
}

/** Whether the company has published its own entries of `key` (a type, or `faq:<page>`). */
async function retired(key: string): Promise<boolean> {
  return (await getSiteSettings()).samplesRetired.has(key);
}

/**
 * WordPress's items when there is at least one; none once the type's samples are retired (the
 * company had its own: made-up content never comes back); else the default with its label.
 */
function choose<T>(
  items: readonly T[] | null,
  fallback: readonly T[],
  isRetired: boolean,
): CompanyContent<T> {
  if (items && items.length > 0) return { items, sample: false };
  return isRetired ? { items: [], sample: false } : { items: fallback, sample: true };
}

/** The items of a per-page type that show on `page`, without the page list. */
function onPage<T, P extends string>(
  entries: readonly { item: T; pages: readonly P[] }[] | null,
  page: P,
): T[] | null {
  return entries && entries.filter((entry) => entry.pages.includes(page)).map((e) => e.item);
}

export const getTeamMembers = cache(async (): Promise<CompanyContent<TeamMember>> =>
  choose(await fromWordPress("team-member"), teamMembers, await retired("team-member")),
);

export const getClients = cache(async (): Promise<CompanyContent<Client>> =>
  choose(await fromWordPress("client"), clients, await retired("client")),
);

/** The EPR page's default quotes, each with its client's logo. */
const eprDefaults: readonly Testimonial[] = eprTestimonials.map(({ client, ...quote }) => ({
  ...quote,
  logo: getClient(client).logo,
}));

const testimonialDefaults: Record<TestimonialPage, readonly Testimonial[]> = {
  home: testimonials,
  epr: eprDefaults,
};

export const getTestimonials = cache(
  async (page: TestimonialPage): Promise<CompanyContent<Testimonial>> =>
    choose(
      onPage(await fromWordPress("testimonial", page), page),
      testimonialDefaults[page],
      await retired("testimonial"),
    ),
);

/** The /faq page's questions (and /faq/search's). */
export const getFaqs = cache(async (): Promise<CompanyContent<FaqEntry>> =>
  choose(onPage(await fromWordPress("faq", "faq"), "faq"), faqs, await retired("faq:faq")),
);

/** A service page's FAQ block: FAQs from WordPress marked for that page, else its defaults. */
export const getServiceFaqs = cache(
  async (page: ServiceFaqPageType): Promise<CompanyContent<ServiceFaqItem>> => {
    const entries = onPage(await fromWordPress("faq", page), page);
    return choose(
      entries &&
        entries.map(({ id, question, answer, answerHtml }) => ({
          id,
          title: question,
          content: answer,
          ...(answerHtml ? { contentHtml: answerHtml } : {}),
        })),
      withContact(serviceFaqs[page].items, await getSiteSettings()),
      await retired(`faq:${page}`),
    );
  },
);

/** An office of the defaults (WordPress's have `wp-<id>` slugs): its address is a sample. */
export function isDefaultOffice(office: Office): boolean {
  return !office.slug.startsWith("wp-");
}

/**
 * Every office. The defaults until the company publishes an office; then WordPress's offices,
 * led by the default corporate office until WordPress has a corporate one of its own (the head
 * office is never dropped because a regional office came first). The sample regional offices
 * never return. `sample` while any office shown is a default.
 */
export const getOffices = cache(async (): Promise<CompanyContent<Office>> => {
  const [wp, isRetired] = await Promise.all([fromWordPress("office"), retired("office")]);
  if (!wp || (wp.length === 0 && !isRetired)) return { items: allOffices, sample: true };
  if (wp.some((office) => office.kind === "corporate")) return { items: wp, sample: false };
  return { items: [corporateOffice, ...wp], sample: true };
});

/** The offices to publish as structured data: WordPress's, or every one once SAMPLE_DATA is off. */
export function realOffices(offices: readonly Office[], sampleData: boolean): Office[] {
  return offices.filter((office) => !sampleData || !isDefaultOffice(office));
}

/** A sentence or item that speaks of an office of ours ("our Guindy office", "An office in"). */
const namesAnOffice = /(?<![-\w])office\b/i;

/** The sentences of `text` that do not speak of an office of ours. */
function withoutOfficeSentences(text: string): string {
  return text
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !namesAnOffice.test(sentence))
    .join(" ");
}

/**
 * A city page's copy once the office it was written about is no longer among the offices shown:
 * every sentence, reason and question that speaks of that office goes, and the coverage says
 * how the city is served instead.
 */
function withoutItsOffice(city: CityRecord, main: Office): CityRecord {
  return {
    ...city,
    introParagraph: withoutOfficeSentences(city.introParagraph),
    whyChooseUs: city.whyChooseUs.filter((item) => !namesAnOffice.test(item)),
    faqs: city.faqs.filter((faq) => !namesAnOffice.test(`${faq.question} ${faq.answer}`)),
    coverage: `We have no office in ${city.city}. Businesses here are served by our team at the ${main.city} office: portal work, certificates and filings are done online, and meetings are held by video call or on scheduled visits.`,
  };
}

/**
 * The city record with the offices that serve it: its own (in src/content/cities) while every
 * office is a default; otherwise the offices shown whose city is this one, and the page's copy
 * about its own office only while that city still has one.
 */
export async function withCityOffices(city: CityRecord): Promise<CityRecord> {
  const offices = await getOffices();
  if (offices.items === allOffices) return city;
  const name = city.city.toLocaleLowerCase("en-IN");
  const here = offices.items.filter(
    (office) => office.city.trim().toLocaleLowerCase("en-IN") === name,
  );
  const copy =
    city.regionalOffices.length > 0 && here.length === 0
      ? withoutItsOffice(city, mainOffice(offices.items))
      : city;
  return {
    ...copy,
    regionalOffices: here.map((office) => ({
      area: `${office.city}, ${office.state}`,
      address: formatAddress(office),
      phone: office.phones[0],
    })),
  };
}

/** The contact details the legal pages state: the settings' e-mails, the main office's address. */
export async function getLegalContact(): Promise<LegalContact> {
  const [settings, offices] = await Promise.all([getSiteSettings(), getOffices()]);
  return {
    email: settings.email,
    privacyEmail: settings.privacyEmail,
    address: formatAddress(mainOffice(offices.items)),
  };
}
