// The site settings (contact details, social links, headline claims, counter figures): each field
// WordPress fills replaces its default in src/content, an empty or invalid one keeps it. While
// WordPress cannot be read, the last record read from it (withLastCopy) is used.
import "server-only";
import { cache } from "react";
import { allCounters, type Counter } from "@/content/counters";
import {
  claims as defaultClaims,
  site,
  socialLinks as defaultSocialLinks,
  type Claims,
  type SiteContact,
  type SocialLink,
} from "@/content/site";
import { formatIndianPhone, toContactPhone } from "@/lib/phone";
import {
  expireSettings,
  readSiteSettings,
  type RevalidatePayload,
  settingsNetworks,
  siteSettingsFromCopy,
  type SettingsNetwork,
  type SettingsOverrides,
} from "@/lib/wordpress";
import { withLastCopy } from "./source";

export type SiteSettings = SiteContact & {
  claims: Claims;
  /** Every counter, with WordPress's figures where it has them. */
  counters: readonly Counter[];
  /** Which groups still show a default: each keeps its "Sample" note. */
  sample: {
    /** Any of the headline claims WordPress can set. */
    claims: boolean;
    /** The ids of the counters still at their default figure. */
    counters: ReadonlySet<string>;
  };
  /** The content types (FAQs: `faq:<page>`) whose defaults the company has replaced for good. */
  samplesRetired: ReadonlySet<string>;
};

const counterIds = allCounters.map((counter) => counter.id);
const none: SettingsOverrides = { social: {}, claims: {}, counters: {} };

function isSettingsNetwork(network: string): network is SettingsNetwork {
  return (settingsNetworks as readonly string[]).includes(network);
}

/** The defaults with WordPress's valid fields laid over them. Pure: exported for tests. */
export function mergeSiteSettings(wp: SettingsOverrides): SiteSettings {
  const phone = (wp.phone && toContactPhone(wp.phone)) || site.phone;
  const whatsapp = wp.whatsapp
    ? { display: formatIndianPhone(wp.whatsapp), e164: wp.whatsapp }
    : site.whatsapp;
  const socialLinks = defaultSocialLinks.flatMap((link): SocialLink[] => {
    if (link.network === "whatsapp")
      return [{ ...link, href: `https://wa.me/${whatsapp.e164.slice(1)}` }];
    const href = isSettingsNetwork(link.network) ? wp.social[link.network] : undefined;
    // "" is a link the editor emptied: no icon (the default is a placeholder account).
    if (href === "") return [];
    return [href ? { ...link, href } : link];
  });
  const claims: Claims = { ...defaultClaims, ...wp.claims };
  const counters = allCounters.map((counter) => {
    const to = wp.counters[counter.id];
    return to === undefined ? counter : { ...counter, to };
  });
  return {
    phone,
    email: wp.email ?? site.email,
    privacyEmail: wp.privacyEmail ?? site.privacyEmail,
    careersEmail: wp.careersEmail ?? site.careersEmail,
    whatsapp,
    socialLinks,
    claims,
    counters,
    sample: {
      claims: Object.keys(wp.claims).length < 5,
      counters: new Set(counterIds.filter((id) => wp.counters[id] === undefined)),
    },
    samplesRetired: new Set(wp.samplesRetired ?? []),
  };
}

/** The settings every page reads (header, footer, contact blocks, counters, claims). */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  const wp = await withLastCopy(
    "settings",
    () => readSiteSettings(counterIds),
    (copy) => siteSettingsFromCopy(copy, counterIds),
  );
  return mergeSiteSettings(wp ?? none);
});

/** The counters with these ids, in this order, and whether any still shows its default. */
export function pickCounters(
  settings: SiteSettings,
  ids?: readonly string[],
): { items: Counter[]; sample: boolean } {
  const items = ids
    ? ids.map((id) => settings.counters.find((counter) => counter.id === id)!)
    : [...settings.counters];
  return { items, sample: items.some((counter) => settings.sample.counters.has(counter.id)) };
}

/**
 * After an announced edit of company content: the entry may be the company's first of its type
 * (or, for FAQs, of a page), which retires that type's samples, and WordPress's settings record
 * says so (`samples_retired`). Until the record lists the type, the edit expires the record too.
 */
export async function expireSettingsIfSamplesShown(payload: RevalidatePayload): Promise<string[]> {
  if (payload.type === undefined || payload.type === "settings") return [];
  const keys = payload.type === "faq" ? payload.pages.map((page) => `faq:${page}`) : [payload.type];
  const { samplesRetired } = await getSiteSettings();
  if (keys.length > 0 && keys.every((key) => samplesRetired.has(key))) return [];
  return expireSettings();
}
