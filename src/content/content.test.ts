import { describe, expect, it } from "vitest";
import { listPageRoutes, matchesRoute } from "../../tests/support/routes";
import { footerColumns, headerLinks } from "@/content/navigation";
import { allOffices, corporateOffice } from "@/content/offices";
import { BRAND_NAME, site, socialLinks } from "@/content/site";

const navHrefs = [
  headerLinks.home.href,
  ...headerLinks.services.items.map((l) => l.href),
  ...headerLinks.after.map((l) => l.href),
  headerLinks.contact.href,
  ...footerColumns.flatMap((c) => c.links.map((l) => l.href)),
];

describe("offices", () => {
  it("have unique slugs and cities", () => {
    const slugs = allOffices.map((o) => o.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const cities = allOffices.map((o) => o.city);
    expect(new Set(cities).size).toBe(cities.length);
  });

  it("keep the corporate office in Coimbatore, Tamil Nadu", () => {
    expect(corporateOffice.city).toBe("Coimbatore");
    expect(corporateOffice.state).toBe("Tamil Nadu");
  });

  it.each(allOffices.map((o) => [o.city, o] as const))(
    "%s has an address in its own city and no other office's city",
    (_city, office) => {
      expect(office.address).toContain(office.city);
      for (const other of allOffices) {
        if (other.slug !== office.slug) expect(office.address).not.toContain(other.city);
      }
      expect(office.postalCode).toMatch(/^\d{6}$/);
      expect(office.slug).toMatch(/^[a-z0-9-]+$/);
    },
  );
});

describe("company facts", () => {
  it("name the brand once, through the constant", () => {
    expect(site.name).toBe(BRAND_NAME);
    expect(site.legalName.startsWith(BRAND_NAME)).toBe(true);
  });

  it("link every social network over https", () => {
    expect(socialLinks.length).toBeGreaterThan(0);
    for (const link of socialLinks) expect(link.href).toMatch(/^https:\/\//);
  });
});

describe("navigation", () => {
  it("uses internal, canonical paths only", () => {
    for (const href of navHrefs) {
      expect(href, href).toMatch(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/);
      expect(href.split("#")[0], href).not.toMatch(/.\/$/);
    }
  });

  // Every link in the header and footer must land on a page of ours, never on the 404 page.
  const routes = listPageRoutes();
  it.each([...new Set(navHrefs)])("%s is served by a page under src/app", (href) => {
    expect(matchesRoute(href, routes), `no page file serves ${href}`).toBe(true);
  });
});
