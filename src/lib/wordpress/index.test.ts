import { describe, expect, it } from "vitest";
import { companyContentTags, revalidatePayloadSchema } from "./index";

const parse = (body: unknown) => revalidatePayloadSchema.safeParse(body);

describe("the webhook payload", () => {
  it("reads a post edit as before", () => {
    const result = parse({ id: 42, slugs: ["my-post"], categories: [3] });
    expect(result.success && result.data).toEqual({ id: 42, slugs: ["my-post"], categories: [3] });
  });

  it("reads a company-content edit, settings with id 0", () => {
    expect(parse({ type: "faq", id: 7, pages: ["faq", "epr"] }).data).toEqual({
      type: "faq",
      id: 7,
      pages: ["faq", "epr"],
    });
    expect(parse({ type: "settings", id: 0 }).data).toEqual({ type: "settings", id: 0, pages: [] });
  });

  it("refuses a type it does not know instead of reading it as a post edit", () => {
    expect(parse({ type: "page", id: 42, slugs: ["about"] }).success).toBe(false);
    expect(parse({ type: "faq", id: -1 }).success).toBe(false);
    expect(parse({ type: "faq", id: 1, pages: "faq" }).success).toBe(false);
  });
});

describe("the tags a company-content edit makes stale", () => {
  it("is the type's tag for types on fixed pages", () => {
    expect(companyContentTags({ type: "team-member", id: 5, pages: [] })).toEqual([
      "wp:content:team-member",
    ]);
    expect(companyContentTags({ type: "client", id: 5, pages: ["epr"] })).toEqual([
      "wp:content:client",
    ]);
    expect(companyContentTags({ type: "office", id: 5, pages: [] })).toEqual(["wp:content:office"]);
  });

  it("is only the pages named for testimonials and FAQs", () => {
    expect(companyContentTags({ type: "faq", id: 5, pages: ["epr", "faq", "epr"] })).toEqual([
      "wp:content:faq:epr",
      "wp:content:faq:faq",
    ]);
    expect(companyContentTags({ type: "testimonial", id: 5, pages: ["home"] })).toEqual([
      "wp:content:testimonial:home",
    ]);
  });

  it("is every page of the type when no page named is one the site knows", () => {
    expect(companyContentTags({ type: "faq", id: 5, pages: [] })).toEqual(["wp:content:faq"]);
    expect(companyContentTags({ type: "testimonial", id: 5, pages: ["contact"] })).toEqual([
      "wp:content:testimonial",
    ]);
  });
});
