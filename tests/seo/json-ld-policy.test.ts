import { describe, expect, it } from "vitest";
import { jsonLdProblems, pageKind } from "../../e2e/support/json-ld-policy";

const offices = [{ address: "112 Avinashi Road, Coimbatore", city: "Coimbatore" }];
const crumbs = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] };
const org = {
  "@context": "https://schema.org",
  "@type": "Organization",
  contactPoint: [{ "@type": "ContactPoint" }],
  sameAs: ["https://x.com/a"],
};
const service = { "@type": "Service", areaServed: [{ "@type": "Place", name: "Chennai" }] };

describe("JSON-LD policy", () => {
  it("classifies pages", () => {
    expect(pageKind("/")).toBe("home");
    expect(pageKind("/epr-compliance-service")).toBe("service");
    expect(pageKind("/locations/chennai")).toBe("city");
    expect(pageKind("/blog/a-post")).toBe("post");
    expect(pageKind("/team")).toBe("inner");
  });

  it("accepts pages that follow it", () => {
    expect(jsonLdProblems("/", [org], offices)).toEqual([]);
    expect(jsonLdProblems("/locations/chennai", [[service, crumbs]], offices)).toEqual([]);
    expect(
      jsonLdProblems("/blog/a", [{ "@graph": [{ "@type": "BlogPosting" }, crumbs] }], offices),
    ).toEqual([]);
  });

  it("flags an Organization off the home page and a missing breadcrumb", () => {
    expect(jsonLdProblems("/team", [org], offices)).toEqual([
      "Organization belongs on the home page only",
      "inner pages need exactly one BreadcrumbList, found 0",
    ]);
  });

  it("flags a LocalBusiness that is not a real office", () => {
    const fake = { "@type": "LocalBusiness", address: { streetAddress: "1 Fake Street" } };
    expect(jsonLdProblems("/contact-us", [fake, crumbs], offices)).toEqual([
      'LocalBusiness at "1 Fake Street" is not one of the company\'s offices',
    ]);
  });

  it("requires Service with areaServed on service pages and BlogPosting on posts", () => {
    expect(jsonLdProblems("/epr-compliance-service", [crumbs], offices)).toContain(
      "service and city pages need a Service with areaServed",
    );
    expect(jsonLdProblems("/blog/a", [crumbs], offices)).toContain(
      "blog posts need exactly one BlogPosting, found 0",
    );
  });

  it("rejects rating and review markup wherever it is nested", () => {
    const rated = { ...service, provider: { aggregateRating: { ratingValue: 4.9 } } };
    expect(jsonLdProblems("/epr-compliance-service", [rated, crumbs], offices)).toEqual([
      "rating or review markup is not allowed",
    ]);
  });
});
