// Builders for the site's JSON-LD (schema.org). No rating or review markup, by policy.
import { allOffices, type Office } from "@/content/offices";
import { BRAND_NAME, site, socialLinks } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/metadata";

type JsonLdObject = Record<string, unknown>;

const organizationId = () => `${absoluteUrl("/")}#organization`;

export function organizationJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: BRAND_NAME,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: site.email,
    foundingDate: String(site.foundedYear),
    slogan: site.tagline,
    sameAs: socialLinks.filter((l) => l.network !== "whatsapp").map((l) => l.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone.e164,
        email: site.email,
        areaServed: "IN",
        availableLanguage: ["English", "Tamil", "Hindi"],
      },
    ],
    address: postalAddress(allOffices[0]!),
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

/** Only for the company's real offices. */
export function localBusinessJsonLd(office: Office): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl("/contact-us")}#office-${office.slug}`,
    name: `${BRAND_NAME}, ${office.city}`,
    parentOrganization: { "@id": organizationId() },
    url: absoluteUrl("/contact-us"),
    telephone: office.phone,
    email: site.email,
    address: postalAddress(office),
    geo: { "@type": "GeoCoordinates", latitude: office.geo.lat, longitude: office.geo.lng },
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
