import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { corporateOffice } from "@/content/offices";
import { site, socialLinks } from "@/content/site";
import officesFixture from "@/lib/wordpress/fixtures/content-offices.json";
import { parseContentEntries } from "@/lib/wordpress/content";
import {
  localBusinessJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from "@/lib/seo/structured-data";

// The JSON-LD published for offices that come from WordPress, read back as a crawler would.
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const contact = { ...site, socialLinks };
const [chennai, madurai] = parseContentEntries("office", officesFixture, {}).items;

function published(data: Record<string, unknown>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read back as untyped JSON
  return JSON.parse(serializeJsonLd(data)) as Record<string, any>;
}

describe("LocalBusiness from a WordPress office", () => {
  it("names the type, the WordPress address, every phone in E.164, the e-mail and the position", () => {
    const business = published(localBusinessJsonLd(chennai!, site.email));
    expect(business["@context"]).toBe("https://schema.org");
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.name).toBe("Nirmal Earth, Chennai office");
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "No. 7, Anna Salai, Teynampet, Chennai",
      addressLocality: "Chennai",
      addressRegion: "Tamil Nadu",
      postalCode: "600018",
      addressCountry: "IN",
    });
    expect(business.telephone).toEqual(["+914423456789", "+919840012345"]);
    expect(business.email).toBe("chennai@example.com");
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 13.0418,
      longitude: 80.2506,
    });
    expect(business.hasMap).toBe("https://www.openstreetmap.org/?mlat=13.04&mlon=80.25");
    expect(business["@id"]).toMatch(/\/contact-us#office-wp-169$/);
    expect(business.parentOrganization["@id"]).toMatch(/#organization$/);
  });

  it("falls back to the company's e-mail and leaves out a position it was not given", () => {
    const business = published(localBusinessJsonLd(madurai!, "hello@example.com"));
    expect(business.telephone).toBe("+914522345678");
    expect(business.email).toBe("hello@example.com");
    expect(business).not.toHaveProperty("geo");
    expect(business).not.toHaveProperty("hasMap");
  });
});

describe("Organization", () => {
  it("carries the main office's address when it is real", () => {
    const org = published(organizationJsonLd(contact, chennai));
    expect(org["@type"]).toBe("Organization");
    expect(org.address).toMatchObject({ addressLocality: "Chennai", postalCode: "600018" });
    expect(org.contactPoint[0].telephone).toBe(site.phone.e164);
    expect(org.sameAs).not.toContain(expect.stringContaining("wa.me"));
  });

  it("publishes no sample address", () => {
    const org = published(organizationJsonLd(contact));
    expect(org).not.toHaveProperty("address");
    expect(JSON.stringify(org)).not.toContain(corporateOffice.postalCode);
  });
});
