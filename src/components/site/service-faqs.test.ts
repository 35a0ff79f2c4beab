import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceFaqPageTypes, serviceFaqs, type ServiceFaqPageType } from "@/content/service-faqs";
import { ServiceFaqs } from "./service-faqs";

afterEach(() => vi.restoreAllMocks());

function render(pageType: string): string {
  return renderToStaticMarkup(
    createElement(ServiceFaqs, { pageType: pageType as ServiceFaqPageType }),
  );
}

describe("ServiceFaqs", () => {
  it("logs an error and renders nothing for an unknown page type", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(render("ewaste")).toBe("");
    expect(render("")).toBe("");
    expect(error).toHaveBeenCalledWith("Invalid pageType prop passed to Faqs component");
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("renders every answer in the HTML, collapsed, for each page type", () => {
    const error = vi.spyOn(console, "error");
    for (const pageType of serviceFaqPageTypes) {
      const html = render(pageType);
      const items = serviceFaqs[pageType].items;
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(html.match(/<details/g)).toHaveLength(items.length);
      expect(html).not.toMatch(/<details[^>]*\sopen(=|\s|>)/);
      for (const item of items) {
        const escaped = item.content.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
        expect(html).toContain(escaped);
      }
    }
    expect(error).not.toHaveBeenCalled();
  });

  it("states the pickup service terms on both pickup pages", () => {
    for (const pageType of ["industrialwaste", "residentialwaste"] as const) {
      const text = serviceFaqs[pageType].items.map((i) => i.content).join(" ");
      expect(text).toMatch(/within a day or two/);
      expect(text).toMatch(/e-mail/);
      expect(text).toMatch(/quoted on request/);
      expect(text).toMatch(/real time/);
    }
  });

  it("never claims to take over the obligation or guarantee compliance", () => {
    const text = serviceFaqs.epr.items.map((i) => i.content).join(" ");
    expect(text).not.toMatch(
      /guaranteed compliance|takes? over (your|the) (liability|obligation)/i,
    );
    expect(text).not.toMatch(/e-waste PRO\b|battery PRO\b/);
    expect(text).toMatch(/obligation stays with the PIBO or producer/);
  });
});
