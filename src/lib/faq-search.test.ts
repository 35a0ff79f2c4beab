import { describe, expect, it } from "vitest";
import { faqCategories, faqs } from "@/content/faqs";
import { faqHref, filterFaqs, parseFaqQuery } from "@/lib/faq-search";

describe("filterFaqs", () => {
  it("returns every entry for an empty or blank query", () => {
    expect(filterFaqs(faqs, "")).toHaveLength(9);
    expect(filterFaqs(faqs, "   ")).toHaveLength(9);
  });

  it("matches the category case-insensitively", () => {
    const result = filterFaqs(faqs, "sUsTaInAbIlItY");
    expect(result.length).toBeGreaterThan(0);
    expect(
      result.every((f) => f.category === "Sustainability" || /sustainab/i.test(f.answer)),
    ).toBe(true);
  });

  it("matches text inside answers, not only questions", () => {
    const result = filterFaqs(faqs, "30 june");
    expect(result.map((f) => f.id)).toEqual(["epr-support"]);
  });

  it("returns nothing when no field contains the text", () => {
    expect(filterFaqs(faqs, "zebra crossing")).toEqual([]);
  });

  it("finds each category by its name", () => {
    for (const category of faqCategories) {
      expect(filterFaqs(faqs, category).some((f) => f.category === category)).toBe(true);
    }
  });
});

describe("parseFaqQuery", () => {
  it("takes the first value, trims it and caps its length", () => {
    expect(parseFaqQuery(["  plastic ", "x"])).toBe("plastic");
    expect(parseFaqQuery(undefined)).toBe("");
    expect(parseFaqQuery("a".repeat(500))).toHaveLength(100);
  });
});

describe("faqHref", () => {
  it("encodes the query and drops an empty one", () => {
    expect(faqHref("")).toBe("/faq");
    expect(faqHref("E-Waste & more")).toBe("/faq?q=E-Waste+%26+more");
  });
});

describe("faq content", () => {
  it("has nine questions with unique ids and every category used", () => {
    expect(faqs).toHaveLength(9);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(9);
    for (const category of faqCategories) {
      expect(faqs.some((f) => f.category === category)).toBe(true);
    }
  });
});
