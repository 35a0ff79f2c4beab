// Where company content comes from, against a real embedded database and an HTTP server that
// answers as the content plugin does (its collections from the captured fixtures), then fails,
// then goes away: WordPress's entries replace a type's default, none keep it, and while
// WordPress cannot be read the last copy kept in the database is served, never the samples.
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import clientsFixture from "@/lib/wordpress/fixtures/content-clients.json";
import faqsFixture from "@/lib/wordpress/fixtures/content-faqs.json";
import teamFixture from "@/lib/wordpress/fixtures/content-team-members.json";
import testimonialsFixture from "@/lib/wordpress/fixtures/content-testimonials.json";

type Answer = { status: number; body: unknown };
const collections: Record<string, Answer> = {};
let server: http.Server;
let dataDir: string;
let content: typeof import("@/lib/company-content");
let copies: typeof import("@/lib/company-content/copies");
let closeDatabase: () => Promise<void>;

function serve(base: string, body: unknown, status = 200) {
  collections[base] = { status, body };
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const base = /^\/wp-json\/wp\/v2\/([a-z-]+)$/.exec(url.pathname)?.[1] ?? "";
    const answer = collections[base] ?? { status: 404, body: { code: "rest_no_route" } };
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "company-content-"));
  vi.stubEnv("WORDPRESS_URL", `http://127.0.0.1:${port}`);
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "");
  vi.resetModules();
  content = await import("@/lib/company-content");
  copies = await import("@/lib/company-content/copies");
  ({ closeDatabase } = await import("@/lib/db"));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterAll(async () => {
  await closeDatabase?.();
  if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  await fs.rm(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("company content with WordPress", () => {
  it("shows WordPress's team, without the sample label, and keeps a copy", async () => {
    serve("team-members", teamFixture);
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    expect(team.items.map((m) => m.name)).toEqual(["Karthik “KK” Raman", "Asha Menon"]);
    await expect
      .poll(() => copies.readCopy("team-member").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
  });

  it("keeps the default, with its label, for a type with no published entry", async () => {
    serve("clients", []);
    const clients = await content.getClients();
    expect(clients.sample).toBe(true);
    expect(clients.items.length).toBeGreaterThan(10);
    expect(clients.items[0]?.logo?.src).toMatch(/^\/images\/clients\//);
  });

  it("keeps the default when every entry is invalid", async () => {
    serve("clients", [clientsFixture[2]]);
    expect((await content.getClients()).sample).toBe(true);
  });

  it("shows testimonials on the pages they are marked for; a page with none keeps its own", async () => {
    serve("testimonials", testimonialsFixture);
    const home = await content.getTestimonials("home");
    const epr = await content.getTestimonials("epr");
    expect(home).toMatchObject({ sample: false, items: [{ author: "Geeta K." }] });
    expect(epr.items.map((t) => t.author)).toEqual(["Geeta K.", "Ramesh P."]);
    serve("testimonials", [testimonialsFixture[1]]);
    const homeDefault = await content.getTestimonials("home");
    expect(homeDefault.sample).toBe(true);
    expect(homeDefault.items.length).toBeGreaterThan(5);
    const eprDefault = await content.getTestimonials("epr");
    expect(eprDefault.sample).toBe(false);
  });

  it("gives each FAQ page its own questions, HTML answers sanitised", async () => {
    serve("faqs", faqsFixture);
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
    serve("team-members", { code: "internal_server_error" }, 500);
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    expect(team.items.map((m) => m.name)).toEqual(["Karthik “KK” Raman", "Asha Menon"]);
  });

  it("serves the last copy when WordPress sends something that is not a list", async () => {
    serve("team-members", { unexpected: true });
    expect((await content.getTeamMembers()).sample).toBe(false);
  });

  it("serves the last copy when WordPress is gone; a page it had nothing for keeps its default", async () => {
    serve("faqs", faqsFixture);
    await content.getServiceFaqs("epr");
    await expect
      .poll(() => copies.readCopy("faq:epr").then((c) => (c as unknown[] | null)?.length))
      .toBe(2);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    const epr = await content.getServiceFaqs("epr");
    expect(epr).toMatchObject({ sample: false, items: [{ title: "Do you collect on Sundays?" }] });
    const team = await content.getTeamMembers();
    expect(team.sample).toBe(false);
    // WordPress had none for this page: its default, with its label, as before the outage.
    const residential = await content.getServiceFaqs("residentialwaste");
    expect(residential.sample).toBe(true);
  });
});
