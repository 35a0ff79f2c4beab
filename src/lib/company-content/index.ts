// The one place that decides where the company's own content comes from: WordPress when it has
// some, else the defaults in src/content. Pages call these getters and never know the source.
//
// - Without WORDPRESS_URL: the defaults, as they are (`sample: true`, so their labels show).
// - With WordPress: a type with at least one valid published entry replaces that type's
//   default; testimonials and FAQs per page they show on. None: the default stays.
// - WordPress down or slow: the last content read from it (the copy in the database, kept on
//   every successful read) is served; the defaults only when there has never been a read.
import "server-only";
import { cache } from "react";
import { clients, getClient, type Client } from "@/content/clients";
import { faqs, type FaqEntry } from "@/content/faqs";
import { eprTestimonials } from "@/content/services/epr";
import type { CityRecord } from "@/content/cities";
import { allOffices, formatAddress, type Office } from "@/content/offices";
import { serviceFaqs, type ServiceFaqItem, type ServiceFaqPageType } from "@/content/service-faqs";
import { teamMembers, type TeamMember } from "@/content/team";
import { testimonials, type Testimonial } from "@/content/testimonials";
import {
  companyContentFromCopy,
  readCompanyContent,
  type ContentItem,
  type ContentType,
  type TestimonialPage,
} from "@/lib/wordpress";
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

/** WordPress's items when there is at least one, else the default with its label. */
function choose<T>(items: readonly T[] | null, fallback: readonly T[]): CompanyContent<T> {
  return items && items.length > 0 ? { items, sample: false } : { items: fallback, sample: true };
}

/** The items of a per-page type that show on `page`, without the page list. */
function onPage<T, P extends string>(
  entries: readonly { item: T; pages: readonly P[] }[] | null,
  page: P,
): T[] | null {
  return entries && entries.filter((entry) => entry.pages.includes(page)).map((e) => e.item);
}

export const getTeamMembers = cache(async (): Promise<CompanyContent<TeamMember>> =>
  choose(await fromWordPress("team-member"), teamMembers),
);

export const getClients = cache(async (): Promise<CompanyContent<Client>> =>
  choose(await fromWordPress("client"), clients),
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
    choose(onPage(await fromWordPress("testimonial", page), page), testimonialDefaults[page]),
);

/** The /faq page's questions (and /faq/search's). */
export const getFaqs = cache(async (): Promise<CompanyContent<FaqEntry>> =>
  choose(onPage(await fromWordPress("faq", "faq"), "faq"), faqs),
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
      serviceFaqs[page].items,
    );
  },
);

/** Every office: WordPress's published offices when there is at least one, else the defaults. */
export const getOffices = cache(async (): Promise<CompanyContent<Office>> =>
  choose(await fromWordPress("office"), allOffices),
);

/**
 * The city record with the offices that serve it: its own (in src/content/cities) while the
 * offices are the defaults; with WordPress's offices, those whose city is this one.
 */
export async function withCityOffices(city: CityRecord): Promise<CityRecord> {
  const offices = await getOffices();
  if (offices.sample) return city;
  const name = city.city.toLocaleLowerCase("en-IN");
  const here = offices.items.filter(
    (office) => office.city.trim().toLocaleLowerCase("en-IN") === name,
  );
  return {
    ...city,
    regionalOffices: here.map((office) => ({
      area: `${office.city}, ${office.state}`,
      address: formatAddress(office),
      phone: office.phones[0],
    })),
  };
}
