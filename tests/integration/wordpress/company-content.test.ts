// Where company content comes from, against a real embedded database and an HTTP server that
// answers as the content plugin does (its collections from the captured fixtures), then fails,
// then goes away: WordPress's entries replace a type's default, none keep it, and while
// WordPress cannot be read the last copy kept in the database is served, never the samples.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import clientsFixture from "@/lib/wordpress/fixtures/content-clients.json";
import faqsFixture from "@/lib/wordpress/fixtures/content-faqs.json";
import teamFixture from "@/lib/wordpress/fixtures/content-team-members.json";
import testimonialsFixture from "@/lib/wordpress/fixtures/content-testimonials.json";
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
