import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { outageConf, outageHtml } from "../scripts/build/outage-html";
import { site } from "../src/content/site";

describe("the outage page nginx answers when no instance does", () => {
  it("is up to date in deploy/nginx/outage.conf (npm run outage)", () => {
    expect(readFileSync("deploy/nginx/outage.conf", "utf8")).toBe(outageConf());
  });

  it("gives the phone, the hours and the e-mail as links, in a page of its own language", () => {
    const html = outageHtml();
    expect(html).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(html).toContain(`<a href="tel:${site.phone.dial}">${site.phone.display}</a>`);
    expect(html).toContain(site.officeHours);
    expect(html).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it("gives the phone and e-mail of the settings when written from WordPress", () => {
    const html = outageHtml({
      phone: { display: "0422 456 7000", dial: "+914224567000", tollFree: false },
      email: "help@example.com",
    });
    expect(html).toContain('call <a href="tel:+914224567000">0422 456 7000</a>');
    expect(html).toContain('<a href="mailto:help@example.com">help@example.com</a>');
    expect(html).not.toContain(site.email);
  });
});
