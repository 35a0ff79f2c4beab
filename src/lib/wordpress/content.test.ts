import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import clientsFixture from "./fixtures/content-clients.json";
import faqsFixture from "./fixtures/content-faqs.json";
import teamFixture from "./fixtures/content-team-members.json";
import testimonialsFixture from "./fixtures/content-testimonials.json";
import { contentTags, parseContentEntries } from "./content";
import { MAX_TITLE_CHARS } from "./content-types";

// Collections captured from the test WordPress with the content plugin (REST with `_embed`), each
// with one entry whose meta was written past the plugin's checks (content.php raw-meta): REST
// then sends null for it, and the site must skip that entry while the others show.
const wpOrigin = "http://127.0.0.1:8881";
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function logged(): string {
  return warn.mock.calls.map((call) => call.join(" ")).join("\n");
}

describe("team members", () => {
  const { items, valid } = parseContentEntries("team-member", teamFixture, { wpOrigin });

  it("keeps the valid entries in the editors' order, names decoded", () => {
    expect(items.map((m) => m.name)).toEqual(["Karthik “KK” Raman", "Asha Menon"]);
    expect(valid).toHaveLength(2);
  });

  it("reads role, bio, profile link and the photo at its media-library size", () => {
    const asha = items.find((m) => m.name === "Asha Menon")!;
    expect(asha).toMatchObject({
      designation: "Head of Operations",
      bio: "Runs the pickup fleet across Tamil Nadu.",
      profileUrl: "https://www.linkedin.com/in/example",
      image: {
        src: "http://127.0.0.1:8881/wp-content/uploads/2026/11/member-02.webp",
        alt: "Asha Menon at the Coimbatore depot",
        width: 400,
        height: 400,
      },
    });
  });

  it("leaves out what the editor left empty", () => {
    const karthik = items[0]!;
    expect(karthik).not.toHaveProperty("image");
    expect(karthik).not.toHaveProperty("bio");
    expect(karthik).not.toHaveProperty("profileUrl");
  });

  it("logs the skipped entry by type, id and field, never by its content", () => {
    parseContentEntries("team-member", teamFixture, { wpOrigin });
    expect(logged()).toContain("skipped team-member 134: invalid meta.role");
    expect(logged()).not.toContain("Nobody Roleless");
  });
});

describe("clients", () => {
  const { items } = parseContentEntries("client", clientsFixture, { wpOrigin });

  it("uses the client's name when the logo has no alt text", () => {
    expect(items[0]).toMatchObject({
      id: "wp-135",
      name: "Acme & Sons",
      sector: "Foods",
      website: "https://acme.example",
      logo: { alt: "Acme & Sons logo", width: 400, height: 400 },
    });
  });

  it("shows no logo when there is none, or when it is on another host", () => {
    expect(items[1]).toMatchObject({ name: "Elsewhere Ltd" });
    expect(items[1]).not.toHaveProperty("logo");
    const moved = structuredClone(clientsFixture[0]!);
    const media = moved._embedded!["wp:featuredmedia"][0]!;
    media.source_url = media.source_url.replace("http://127.0.0.1:8881", "https://cdn.example.com");
    const [client] = parseContentEntries("client", [moved], { wpOrigin }).items;
    expect(client).toMatchObject({ name: "Acme & Sons" });
    expect(client).not.toHaveProperty("logo");
  });

  it("skips a website that is not https", () => {
    parseContentEntries("client", clientsFixture, { wpOrigin });
    expect(items.map((c) => c.name)).not.toContain("Insecure Co");
    expect(logged()).toContain("skipped client 138: invalid meta.website");
  });
});

describe("testimonials", () => {
  const { items } = parseContentEntries("testimonial", testimonialsFixture, { wpOrigin });

  it("joins role and company and keeps the rating and pages", () => {
    expect(items).toEqual([
      {
        item: {
          id: "wp-139",
          text: "Pickups arrive on time, every time.",
          author: "Geeta K.",
          role: "Manager, Acme",
          rating: 4,
        },
        pages: ["home", "epr"],
      },
      {
        item: {
          id: "wp-140",
          text: "Our EPR returns were filed early.",
          author: "Ramesh P.",
          role: "Kolam",
          rating: 5,
        },
        pages: ["epr"],
      },
    ]);
  });

  it("skips a rating outside one to five", () => {
    parseContentEntries("testimonial", testimonialsFixture, { wpOrigin });
    expect(logged()).toContain("skipped testimonial 141: invalid meta.rating");
  });

  it("skips a page the site does not know, and an entry on no page", () => {
    const [first] = testimonialsFixture;
    const entries = [
      { ...first, id: 1, meta: { ...first!.meta, pages: ["contact"] } },
      { ...first, id: 2, meta: { ...first!.meta, pages: [] } },
    ];
    expect(parseContentEntries("testimonial", entries, { wpOrigin }).items).toEqual([]);
  });
});

describe("FAQs", () => {
  const { items } = parseContentEntries("faq", faqsFixture, { wpOrigin });

  it("sanitises the answer to the allowed tags and keeps a plain-text copy for search", () => {
    const sundays = items.find((f) => f.item.question === "Do you collect on Sundays?")!;
    expect(sundays.pages).toEqual(["faq", "epr"]);
    expect(sundays.item.id).toBe("q142");
    expect(sundays.item.category).toBe("General");
    const html = sundays.item.answerHtml!;
    expect(html).toContain("<strong>every</strong>");
    expect(html).toContain('<a href="https://example.com/sundays" rel="noopener noreferrer">');
    expect(html).not.toMatch(/script|onclick|alert/);
    expect(sundays.item.answer).toBe("Yes, every Sunday. See our page. Big");
  });

  it("keeps lists", () => {
    const metal = items.find((f) => f.item.question === "Do you take scrap metal?")!;
    expect(metal.item.answerHtml).toBe("<ul>\n<li>Steel</li>\n<li>Copper</li>\n</ul>");
    expect(metal.pages).toEqual(["industrialwaste"]);
  });

  it("skips an unknown category", () => {
    expect(items).toHaveLength(2);
    parseContentEntries("faq", faqsFixture, { wpOrigin });
    expect(logged()).toContain("skipped faq 143: invalid meta.category");
  });
});

describe("any type", () => {
  it("skips what is not an entry at all, and logs it without an id", () => {
    const { items } = parseContentEntries("team-member", [null, "text", { id: 5 }], { wpOrigin });
    expect(items).toEqual([]);
    expect(logged()).toContain("skipped team-member (no id), (no id), 5: invalid");
  });

  it("skips an FAQ whose answer or question is over its length cap", () => {
    const [valid] = faqsFixture as { content: { rendered: string }; title: { rendered: string } }[];
    const long = {
      ...valid!,
      content: { ...valid!.content, rendered: `<p>${"a".repeat(100_000)}</p>` },
    };
    const title = { ...valid!, title: { rendered: "Q".repeat(MAX_TITLE_CHARS + 1) } };
    const { items } = parseContentEntries("faq", [valid, long, title], { wpOrigin });
    expect(items).toHaveLength(1);
    expect(logged()).toContain("invalid content.rendered, title.rendered");
  });

  it("logs one line for a read however many entries fail", () => {
    const entries = Array.from({ length: 3_000 }, (_, i) => ({ id: i + 1 }));
    parseContentEntries("faq", entries, { wpOrigin });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logged()).toMatch(/^\[wordpress\] skipped faq 1, 2, 3, 4, 5 and 2995 more: invalid /);
  });

  it("reads a kept copy back to the same items", () => {
    const first = parseContentEntries("team-member", teamFixture, { wpOrigin });
    const again = parseContentEntries("team-member", JSON.parse(JSON.stringify(first.valid)), {
      wpOrigin,
    });
    expect(again.items).toEqual(first.items);
  });

  it("tags a read by type, and by page for the types shown per page", () => {
    expect(contentTags("team-member")).toEqual(["wp:content:team-member"]);
    expect(contentTags("faq", "epr")).toEqual(["wp:content:faq", "wp:content:faq:epr"]);
  });
});
