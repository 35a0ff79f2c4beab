import { describe, expect, it } from "vitest";
import { faqs } from "@/content/faqs";
import { faqHref, filterFaqs, parseFaqCategory, parseFaqQuery, stem } from "@/lib/faq/search";

const ids = (query: string, category?: Parameters<typeof filterFaqs>[1]["category"]) =>
  filterFaqs(faqs, { query, category }).map((f) => f.id);

describe("filterFaqs", () => {
  it("returns every entry for an empty or blank query", () => {
    expect(ids("")).toHaveLength(faqs.length);
    expect(ids("   ")).toHaveLength(faqs.length);
  });

  it("finds what a visitor means by an ordinary word form", () => {
    // The answer says "price"; the search box suggests "pricing".
    expect(ids("pricing")).toContain("pricing");
    expect(ids("prices")).toContain("pricing");
    expect(ids("Tracking")).toEqual(ids("track"));
  });

  it("matches text inside answers case-insensitively, every word required", () => {
    expect(ids("30 JUNE")).toEqual(["epr-support"]);
    expect(ids("zebra crossing")).toEqual([]);
    expect(ids("june zebra")).toEqual([]);
  });

  it("shows only the chosen category's questions", () => {
    const services = filterFaqs(faqs, { query: "", category: "Services" });
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((f) => f.category === "Services")).toBe(true);
    // "Services" appears in General and Commercial answers too; the category ignores them.
    expect(ids("services").some((id) => !services.some((f) => f.id === id))).toBe(true);
  });

  it("narrows a category by the search text", () => {
    expect(ids("portal", "Services")).toEqual(["epr-support"]);
    expect(ids("portal", "Coverage")).toEqual([]);
  });
});

describe("stem", () => {
  it("drops plural, -ing, -ed and final -e endings but keeps short words", () => {
    expect(["price", "prices", "pricing", "priced"].map(stem)).toEqual([
      "pric",
      "pric",
      "pric",
      "pric",
    ]);
    expect(stem("cities")).toBe("city");
    expect(stem("business")).toBe("business");
    expect(stem("need")).toBe("need");
  });
});

describe("parseFaqQuery", () => {
  it("takes the first value, trims it and caps its length", () => {
    expect(parseFaqQuery(["  plastic ", "x"])).toBe("plastic");
    expect(parseFaqQuery(undefined)).toBe("");
    expect(parseFaqQuery("a".repeat(500))).toHaveLength(100);
  });
});

describe("parseFaqCategory", () => {
  it("accepts a known category in any case and ignores anything else", () => {
    expect(parseFaqCategory("services")).toBe("Services");
    expect(parseFaqCategory(["COVERAGE", "x"])).toBe("Coverage");
    expect(parseFaqCategory("pricing")).toBeUndefined();
    expect(parseFaqCategory(undefined)).toBeUndefined();
  });
});

describe("faqHref", () => {
  it("encodes the filter and drops empty parts", () => {
    expect(faqHref({ query: "" })).toBe("/faq");
    expect(faqHref({ query: "E-Waste & more" })).toBe("/faq/search?q=E-Waste+%26+more");
    expect(faqHref({ query: " x ", category: "Services" })).toBe(
      "/faq/search?category=services&q=x",
    );
  });
});
