import { describe, expect, it } from "vitest";
import { allCounters, homeCounters } from "@/content/counters";
import { claims, site, socialLinks } from "@/content/site";
import { mergeSiteSettings, pickCounters } from "./settings";

const none = { social: {}, claims: {}, counters: {} };

describe("site settings", () => {
  it("are the defaults, each group marked sample, while WordPress fills nothing", () => {
    const settings = mergeSiteSettings(none);
    expect(settings.phone).toEqual(site.phone);
    expect(settings.email).toBe(site.email);
    expect(settings.socialLinks).toEqual(socialLinks);
    expect(settings.claims).toEqual(claims);
    expect(settings.counters).toEqual(allCounters);
    expect(settings.sample.claims).toBe(true);
    expect(pickCounters(settings).sample).toBe(true);
  });

  it("take each field WordPress filled, with the phone's dialled forms derived from it", () => {
    const settings = mergeSiteSettings({
      phone: "0422 456 7000",
      privacyEmail: "dpo@example.com",
      whatsapp: "+919443055555",
      social: { linkedin: "https://www.linkedin.com/company/example" },
      claims: { googleRating: "4.8" },
      counters: { plastic: 5000 },
    });
    expect(settings.phone).toEqual({
      display: "0422 456 7000",
      e164: "+914224567000",
      dial: "+914224567000",
      tollFree: false,
    });
    expect(settings.privacyEmail).toBe("dpo@example.com");
    expect(settings.email).toBe(site.email);
    expect(settings.whatsapp).toEqual({ display: "+91 94430 55555", e164: "+919443055555" });
    const href = (network: string) => settings.socialLinks.find((l) => l.network === network)?.href;
    expect(href("linkedin")).toBe("https://www.linkedin.com/company/example");
    expect(href("whatsapp")).toBe("https://wa.me/919443055555");
    expect(href("x")).toBe(socialLinks.find((l) => l.network === "x")?.href);
    expect(settings.claims).toMatchObject({ googleRating: "4.8", brandsTrust: claims.brandsTrust });
    expect(settings.sample.claims).toBe(true);
    expect(settings.counters.find((c) => c.id === "plastic")?.to).toBe(5000);
  });

  it("hide the icon of a social link the editor left empty, and keep the others", () => {
    const settings = mergeSiteSettings({
      ...none,
      social: { facebook: "", x: "", linkedin: "https://www.linkedin.com/company/example" },
    });
    expect(settings.socialLinks.map((link) => link.network).sort()).toEqual([
      "instagram",
      "linkedin",
      "whatsapp",
    ]);
  });

  it("mark a group sample only while one of its shown values is a default", () => {
    const ids = homeCounters.map((c) => c.id);
    const homeOnly = Object.fromEntries(ids.map((id, i) => [id, 100 + i]));
    const settings = mergeSiteSettings({ ...none, counters: homeOnly });
    expect(pickCounters(settings, ids)).toMatchObject({ sample: false });
    expect(pickCounters(settings, ids).items.map((c) => c.to)).toEqual([100, 101, 102, 103]);
    expect(pickCounters(settings).sample).toBe(true);
    const all = mergeSiteSettings({
      ...none,
      claims: {
        brandsTrust: "1",
        happyCustomers: "2",
        yearsExperience: "3",
        eprBrands: "4",
        googleRating: "5",
      },
    });
    expect(all.sample.claims).toBe(false);
  });
});
