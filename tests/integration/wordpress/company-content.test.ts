// Where company content comes from, against a real embedded database and an HTTP server that
// answers as the content plugin does (its collections from the captured fixtures), then fails,
// then goes away: WordPress's entries replace a type's default, none keep it, and while
// WordPress cannot be read the last copy kept in the database is served, never the samples.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import clientsFixture from "@/lib/wordpress/fixtures/content-clients.json";
import faqsFixture from "@/lib/wordpress/fixtures/content-faqs.json";
import officesFixture from "@/lib/wordpress/fixtures/content-offices.json";
import settingsFixture from "@/lib/wordpress/fixtures/content-settings.json";
import teamFixture from "@/lib/wordpress/fixtures/content-team-members.json";
import testimonialsFixture from "@/lib/wordpress/fixtures/content-testimonials.json";
import { corporateOffice, mainOffice } from "@/content/offices";
import {
  type FakeContentWordPress,
  startFakeContentWordPress,
} from "../../support/fake-content-wordpress";

let wordpress: FakeContentWordPress;
let content: typeof import("@/lib/company-content");
let copies: typeof import("@/lib/company-content/copies");

beforeAll(async () => {
  wordpress = await startFakeContentWordPress("company-content");
  content = await import("@/lib/company-content");
  copies = await import("@/lib/company-content/copies");
});

afterAll(() => wordpress.close());

describe("company content with WordPress", () => {
  it("shows WordPress's team, without the sample label, and keeps a copy", async () => {
    wordpress.serve("team-members", teamFixture);
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    expect(team.items.map((m) => m.name)).toEqual(["Karthik “KK” Raman", "Asha Menon"]);
    await expect
      .poll(() => copies.readCopy("team-member").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
  });

  it("keeps the default, with its label, for a type with no published entry", async () => {
    wordpress.serve("clients", []);
    const clients = await content.getClients();
    expect(clients.sample).toBe(true);
    expect(clients.items.length).toBeGreaterThan(10);
    expect(clients.items[0]?.logo?.src).toMatch(/^\/images\/clients\//);
  });

  it("keeps the default when every entry is invalid", async () => {
    wordpress.serve("clients", [clientsFixture[2]]);
    expect((await content.getClients()).sample).toBe(true);
  });

  it("shows testimonials on the pages they are marked for; a page with none keeps its own", async () => {
    wordpress.serve("testimonials", testimonialsFixture);
    const home = await content.getTestimonials("home");
    const epr = await content.getTestimonials("epr");
    expect(home).toMatchObject({ sample: false, items: [{ author: "Geeta K." }] });
    expect(epr.items.map((t) => t.author)).toEqual(["Geeta K.", "Ramesh P."]);
    wordpress.serve("testimonials", [testimonialsFixture[1]]);
    const homeDefault = await content.getTestimonials("home");
    expect(homeDefault.sample).toBe(true);
    expect(homeDefault.items.length).toBeGreaterThan(5);
    const eprDefault = await content.getTestimonials("epr");
    expect(eprDefault.sample).toBe(false);
  });

  it("gives each FAQ page its own questions, HTML answers sanitised", async () => {
    wordpress.serve("faqs", faqsFixture);
    const faq = await content.getFaqs();
    expect(faq.sample).toBe(false);
    expect(faq.items.map((f) => f.question)).toEqual(["Do you collect on Sundays?"]);
    expect(faq.items[0]?.answerHtml).toContain("<strong>every</strong>");
    const industrial = await content.getServiceFaqs("industrialwaste");
    expect(industrial).toMatchObject({
      sample: false,
      items: [{ title: "Do you take scrap metal?", content: "Steel Copper" }],
    });
    const residential = await content.getServiceFaqs("residentialwaste");
    expect(residential.sample).toBe(true);
  });
});

describe("sample content once the company has published its own", () => {
  /** The settings record, saying which types have had entries of the company's own. */
  const retire = (...keys: string[]) =>
    wordpress.serve("settings", { ...settingsFixture, samples_retired: keys });

  it("keeps the default corporate office until WordPress has a corporate office", async () => {
    const regional = officesFixture.filter((office) => office.meta.kind === "regional");
    retire("office");
    wordpress.serve("offices", regional);
    const offices = await content.getOffices();
    // (Salem's entry has no PIN code: skipped.)
    expect(offices.items.map((office) => office.city)).toEqual(["Coimbatore", "Madurai"]);
    expect(mainOffice(offices.items)).toEqual(corporateOffice);
    // The head office's address is still a sample: labelled, never published as structured data.
    expect(offices.sample).toBe(true);
    expect(content.realOffices(offices.items, true).map((office) => office.city)).toEqual([
      "Madurai",
    ]);
    wordpress.serve("offices", officesFixture);
    const own = await content.getOffices();
    expect(own).toMatchObject({ sample: false });
    expect(mainOffice(own.items).city).toBe("Chennai");
    // Every office trashed: the sample regional offices do not return; the head office stays.
    wordpress.serve("offices", []);
    expect((await content.getOffices()).items).toEqual([corporateOffice]);
  });

  it("shows a city page only the offices in that city once WordPress has offices", async () => {
    retire("office");
    wordpress.serve("offices", officesFixture.slice(1));
    const { getCity } = await import("@/content/cities");
    const chennai = await content.withCityOffices(getCity("chennai")!);
    expect(chennai.regionalOffices).toEqual([]);
    // Its own copy no longer names the Guindy office, which is gone.
    const shown = [chennai.introParagraph, chennai.whyChooseUs, chennai.faqs, chennai.coverage];
    expect(JSON.stringify(shown)).not.toMatch(/Guindy office/);
    expect(chennai.coverage).toMatch(/^We have no office in Chennai\./);
    expect(chennai.introParagraph.length).toBeGreaterThan(100);
    const coimbatore = await content.withCityOffices(getCity("coimbatore")!);
    expect(coimbatore.regionalOffices.map((office) => office.address)).toEqual([
      expect.stringContaining("Avinashi Road"),
    ]);
  });

  it("never brings the sample testimonials, team, clients or a page's FAQs back", async () => {
    retire("testimonial", "team-member", "client", "faq:epr");
    wordpress.serve("testimonials", []);
    wordpress.serve("team-members", []);
    wordpress.serve("clients", []);
    wordpress.serve("faqs", []);
    for (const page of ["home", "epr"] as const) {
      expect(await content.getTestimonials(page)).toEqual({ items: [], sample: false });
    }
    expect(await content.getTeamMembers()).toEqual({ items: [], sample: false });
    expect(await content.getClients()).toEqual({ items: [], sample: false });
    expect(await content.getServiceFaqs("epr")).toEqual({ items: [], sample: false });
    // A page that never had questions of its own keeps its samples, with their label.
    expect((await content.getServiceFaqs("industrialwaste")).sample).toBe(true);
    // Before the company's first entry, the samples show as always.
    retire();
    expect((await content.getTestimonials("home")).sample).toBe(true);
    wordpress.serve("settings", { code: "rest_no_route" }, 404);
    // The team's copy as the outage tests below expect it.
    wordpress.serve("team-members", teamFixture);
    await content.getTeamMembers();
    await expect
      .poll(() => copies.readCopy("team-member").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
  });
});

describe("contact details from the settings on every page that quotes them", () => {
  it("reach the legal pages and the service answer that quotes the phone", async () => {
    wordpress.serve("settings", {
      ...settingsFixture,
      phone: "0422 456 7000",
      email: "help@example.com",
      privacy_email: "dpo@example.com",
    });
    wordpress.serve("offices", officesFixture);
    wordpress.serve("faqs", []);
    const contact = await content.getLegalContact();
    expect(contact).toEqual({
      email: "help@example.com",
      privacyEmail: "dpo@example.com",
      address: expect.stringContaining("Chennai"),
    });
    const { termsSections } = await import("@/content/terms");
    const { privacySections } = await import("@/content/privacy-policy");
    const { privacySectionsTa } = await import("@/content/privacy-policy-ta");
    expect(JSON.stringify(termsSections(contact))).toContain("mailto:help@example.com");
    for (const sections of [privacySections(contact), privacySectionsTa(contact)]) {
      const text = JSON.stringify(sections);
      expect(text).toContain("mailto:dpo@example.com");
      expect(text).toContain(contact.address);
      expect(text).not.toContain("privacy@nirmalearth.example");
      expect(text).not.toContain("Avinashi Road");
    }
    const residential = await content.getServiceFaqs("residentialwaste");
    const answer = residential.items.find((item) => item.id === "contact")?.content;
    expect(answer).toBe(
      "Call 0422 456 7000 or write to help@example.com. Pickup support is available 24x7.",
    );
    wordpress.serve("settings", { code: "rest_no_route" }, 404);
  });
});

describe("company content while WordPress cannot be read", () => {
  it("serves the last copy when WordPress answers with an error", async () => {
    wordpress.serve("team-members", { code: "internal_server_error" }, 500);
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    expect(team.items.map((m) => m.name)).toEqual(["Karthik “KK” Raman", "Asha Menon"]);
  });

  it("serves the last copy when WordPress sends something that is not a list", async () => {
    wordpress.serve("team-members", { unexpected: true });
    expect((await content.getTeamMembers()).sample).toBe(false);
  });

  it("serves the last copy within the render's wait while WordPress hangs", async () => {
    wordpress.serve("faqs", faqsFixture);
    expect((await content.getFaqs()).sample).toBe(false);
    await expect.poll(() => copies.readCopy("faq:faq")).not.toBeNull();
    wordpress.hang("faqs");
    const faq = await content.getFaqs();
    expect(faq).toMatchObject({
      sample: false,
      items: [{ question: "Do you collect on Sundays?" }],
    });
    // Served while WordPress still held the request: the render did not wait out the
    // transport's 8 s timeout.
    expect(wordpress.waiting()).toBe(1);
  });

  it("serves the last copy when WordPress is gone; a page it had nothing for keeps its default", async () => {
    wordpress.serve("faqs", faqsFixture);
    await content.getServiceFaqs("epr");
    await expect
      .poll(() => copies.readCopy("faq:epr").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
    await wordpress.goAway();
    const epr = await content.getServiceFaqs("epr");
    expect(epr).toMatchObject({ sample: false, items: [{ title: "Do you collect on Sundays?" }] });
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    // WordPress had none for this page: its default, with its label, as before the outage.
    const residential = await content.getServiceFaqs("residentialwaste");
    expect(residential.sample).toBe(true);
  });
});
