// Builders for the site's JSON-LD (schema.org). No rating or review markup, by policy.
import type { Office } from "@/content/offices";
import { BRAND_NAME, site, type SiteContact } from "@/content/site";
import { toContactPhone } from "@/lib/phone";
import { absoluteUrl } from "@/lib/seo/metadata";

type JsonLdObject = Record<string, unknown>;

const organizationId = () => `${absoluteUrl("/")}#organization`;

/**
 * The company. `office`: its main office, given only when the offices are real (from WordPress,
 * or the defaults once they are no longer samples); a sample address is never published.
 */
export function organizationJsonLd(contact: SiteContact, office?: Office): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: BRAND_NAME,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: contact.email,
    foundingDate: String(site.foundedYear),
    slogan: site.tagline,
    sameAs: contact.socialLinks.filter((l) => l.network !== "whatsapp").map((l) => l.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: contact.phone.e164,
        email: contact.email,
        areaServed: "IN",
        availableLanguage: ["English", "Tamil", "Hindi"],
      },
    ],
    ...(office ? { address: postalAddress(office) } : {}),
  };
}

function postalAddress(office: Office): JsonLdObject {
  return {
    "@type": "PostalAddress",
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.postalCode,
    addressCountry: "IN",
  };
}

/** One value, or several as a list (JSON-LD's way of repeating a property). */
function oneOrMany<T>(values: readonly T[]): T | readonly T[] {
  return values.length === 1 ? values[0]! : values;
}

/**
 * Only for the company's real offices (from WordPress, or the defaults once they are no longer
 * samples). `email`: the company's, for an office without its own.
 */
export function localBusinessJsonLd(office: Office, email: string): JsonLdObject {
  const phones = office.phones.map((phone) => toContactPhone(phone)?.e164 ?? phone);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl("/contact-us")}#office-${office.slug}`,
    name: `${BRAND_NAME}, ${office.name}`,
    parentOrganization: { "@id": organizationId() },
    url: absoluteUrl("/contact-us"),
    telephone: oneOrMany(phones),
    email: office.email ?? email,
    address: postalAddress(office),
    ...(office.geo
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: office.geo.lat,
            longitude: office.geo.lng,
          },
        }
      : {}),
    ...(office.mapUrl ? { hasMap: office.mapUrl } : {}),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed: readonly string[];
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    provider: { "@type": "Organization", "@id": organizationId(), name: BRAND_NAME },
    areaServed: input.areaServed.map((name) => ({ "@type": "Place", name })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Serialises JSON-LD for an inline script, escaping what could close the tag. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A free tool on the site; deliberately without ratings or offers beyond "free". */
export function webApplicationJsonLd(input: {
  name: string;
  description: string;
  path: string;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any (runs in the browser)",
    isAccessibleForFree: true,
    provider: { "@type": "Organization", "@id": organizationId(), name: BRAND_NAME },
  };
}
