import { expect, test, type Browser, type Page } from "@playwright/test";
import { sampleNotes } from "../../src/content/sample";
import { content, createEntry } from "../../tests/support/wordpress-content";
import { expectNoAxeViolations, WCAG_TAGS } from "../support/axe";
import { webhookSecret, wpPort } from "../../playwright.wordpress.config";

// The company's content edited in the real WordPress (scripts/wordpress/content.php runs the
// admin's hooks, so the content plugin's webhook reaches this site): each type created, edited,
// unpublished and deleted shows on its pages after the webhook, without a "sample" label, with
// and without JavaScript; once the company has published its own, the defaults never return
// (a type left with none shows none; FAQs page by page). WordPress
// starts and ends empty, so the blog's tests see the site's defaults.

const site = `http://127.0.0.1:${wpPort}`;
const webhook = { url: `${site}/api/revalidate`, secret: webhookSecret };
const wp = (args: string[]) => content(args, webhook);
const create = (type: string, entry: Record<string, unknown>) => createEntry(type, entry, webhook);
const update = (id: number, entry: Record<string, unknown>) =>
  wp(["update", String(id), JSON.stringify(entry)]);

const PAGES = {
  team: "/team",
  home: "/",
  epr: "/epr-compliance-service",
  faq: "/faq",
  industrial: "/industrial-waste-pickup-service",
  residential: "/residential-waste-pickup-service",
} as const;

/** Text as React writes it into HTML (an apostrophe is `&#x27;`). */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
/** In the markup or in the page's script payload, where text is not escaped. */
const contains = (html: string, text: string) =>
  html.includes(text) || html.includes(escaped(text));

/**
 * The page's server HTML once it holds (or no longer holds) every text given. A page made stale
 * by the webhook is served once more while it is rendered again, so it is asked for until then.
 */
async function htmlOnceItShows(
  page: Page,
  path: string,
  texts: { shows?: string[]; hides?: string[] },
): Promise<void> {
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(path)).text();
        return (
          (texts.shows ?? []).every((text) => contains(html, text)) &&
          (texts.hides ?? []).every((text) => !contains(html, text))
        );
      },
      { timeout: 30_000, message: `${path}: ${JSON.stringify(texts)}` },
    )
    .toBe(true);
}

/** The same page read by a visitor with and without JavaScript: what `check` expects. */
async function inBothBrowsers(
  browser: Browser,
  path: string,
  check: (visitor: Page, label: string) => Promise<void>,
): Promise<void> {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const visitor = await context.newPage();
    await visitor.goto(path);
    await check(visitor, `${path}, JavaScript ${javaScriptEnabled ? "on" : "off"}`);
    await context.close();
  }
}

const sampleLabel = (page: Page, note: string) => page.getByText(note, { exact: false });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await wp(["reset"]);
});

test.afterAll(async () => {
  await wp(["reset"]);
});

test("team members: created, edited, unpublished and deleted in WordPress, /team follows", async ({
  page,
  browser,
}) => {
  const asha = await create("team-member", {
    title: "Asha Webhook-Menon",
    menu_order: 1,
    meta: { role: "Head of Quality", bio: "Checks every weighment slip.", profile_url: "" },
    image: "public/images/team/member-05.webp",
    alt: "",
  });
  const ravi = await create("team-member", {
    title: "Ravi Webhook-Kumar",
    menu_order: 2,
    meta: { role: "Route Planner", bio: "", profile_url: "https://www.example.com/ravi" },
  });
  await htmlOnceItShows(page, PAGES.team, {
    shows: ["Asha Webhook-Menon", "Ravi Webhook-Kumar"],
    hides: [sampleNotes.team],
  });
  await inBothBrowsers(browser, PAGES.team, async (visitor, label) => {
    const members = visitor.getByTestId("team-grid").getByRole("listitem");
    await expect(members, label).toHaveCount(2);
    await expect(members.first().getByRole("heading"), label).toHaveText("Asha Webhook-Menon");
    await expect(members.first(), label).toContainText("Checks every weighment slip.");
    // The photo through the optimiser at its media-library size; the name stands in for the
    // alt text the media library does not have.
    const photo = members.first().getByRole("img", { name: "Asha Webhook-Menon" });
    await expect(photo, label).toHaveAttribute("src", /\/_next\/image\?url=http%3A%2F%2F127/);
    await expect(photo, label).toHaveAttribute("width", "400");
    await expect(photo, label).toHaveAttribute("height", "400");
    await expect(
      members.nth(1).getByRole("link", { name: /Profile of Ravi Webhook-Kumar/ }),
      label,
    ).toHaveAttribute("href", "https://www.example.com/ravi");
    await expect(sampleLabel(visitor, sampleNotes.team), label).toHaveCount(0);
  });
  const photo = page.getByRole("img", { name: "Asha Webhook-Menon" });
  await page.goto(PAGES.team);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await update(asha, { meta: { role: "Director of Quality" } });
  // The site has answered the webhook when the update returns: the very next request, often
  // the editor checking their change, renders the edit (not the previous page once more).
  const next = await (await page.request.get(PAGES.team)).text();
  expect(contains(next, "Director of Quality")).toBe(true);
  expect(contains(next, "Head of Quality")).toBe(false);

  await wp(["status", String(asha), "draft"]);
  await htmlOnceItShows(page, PAGES.team, {
    shows: ["Ravi Webhook-Kumar"],
    hides: ["Asha Webhook-Menon", sampleNotes.team],
  });

  // The last one gone: the sample team does not come back once the company had its own.
  await wp(["delete", String(ravi)]);
  await htmlOnceItShows(page, PAGES.team, { hides: ["Ravi Webhook-Kumar", sampleNotes.team] });
  await inBothBrowsers(browser, PAGES.team, async (visitor, label) => {
    await expect(visitor.getByTestId("team-grid"), label).toHaveCount(0);
    await expect(sampleLabel(visitor, sampleNotes.team), label).toHaveCount(0);
    await expect(visitor.getByRole("heading", { level: 1 }), label).toBeVisible();
  });
});

test("clients: logos on the EPR page follow WordPress; a client without a logo shows its name", async ({
  page,
  browser,
}) => {
  const acme = await create("client", {
    title: "Acme Webhook Foods",
    menu_order: 1,
    meta: { website: "https://acme.example", sector: "Foods" },
    image: "public/images/team/member-03.webp",
    alt: "Acme Webhook Foods wordmark",
  });
  const bare = await create("client", {
    title: "Bare Webhook Brand",
    menu_order: 2,
    meta: { website: "", sector: "" },
  });
  await htmlOnceItShows(page, PAGES.epr, {
    shows: ["Acme Webhook Foods wordmark", "Bare Webhook Brand"],
    hides: [sampleNotes.clients],
  });
  await inBothBrowsers(browser, PAGES.epr, async (visitor, label) => {
    const hero = visitor.getByRole("list", { name: "Brands that work with us" });
    await expect(hero.getByRole("listitem"), label).toHaveCount(2);
    await expect(hero.getByRole("img", { name: "Acme Webhook Foods wordmark" }), label).toHaveCount(
      1,
    );
    const logos = visitor.getByRole("region", { name: "Client logos" });
    await expect(logos.getByText("Bare Webhook Brand"), label).toBeVisible();
    await expect(sampleLabel(visitor, sampleNotes.clients), label).toHaveCount(0);
  });

  await update(bare, { title: "Bare Renamed Brand" });
  await htmlOnceItShows(page, PAGES.epr, {
    shows: ["Bare Renamed Brand"],
    hides: ["Bare Webhook Brand"],
  });

  await wp(["status", String(bare), "draft"]);
  await htmlOnceItShows(page, PAGES.epr, {
    hides: ["Bare Renamed Brand", sampleNotes.clients],
  });

  // None left: no logos rather than the sample ones.
  await wp(["delete", String(acme)]);
  await htmlOnceItShows(page, PAGES.epr, { hides: ["Acme Webhook Foods", sampleNotes.clients] });
  await inBothBrowsers(browser, PAGES.epr, async (visitor, label) => {
    // Neither the hero's row of logos nor the clients section (a sample testimonial's logo may
    // still show: testimonials have their own rule).
    await expect(visitor.locator("#epr-hero-clients"), label).toHaveCount(0);
    await expect(visitor.locator("#epr-titans-heading"), label).toHaveCount(0);
  });
});

test("testimonials: each shows on the pages it is marked for, the others keep their own", async ({
  page,
  browser,
}) => {
  const home = await create("testimonial", {
    title: "Geeta Webhook",
    menu_order: 1,
    meta: {
      quote: "The crew came on the day we booked.",
      role: "Resident",
      company: "",
      rating: 4,
      pages: ["home"],
    },
  });
  const epr = await create("testimonial", {
    title: "Ramesh Webhook",
    menu_order: 1,
    meta: {
      quote: "Our returns were ready a month early.",
      role: "Compliance lead",
      company: "Kolam",
      rating: 5,
      pages: ["epr"],
    },
  });
  await htmlOnceItShows(page, PAGES.home, {
    shows: ["The crew came on the day we booked."],
    hides: [sampleNotes.testimonials, "Our returns were ready a month early."],
  });
  await htmlOnceItShows(page, PAGES.epr, {
    shows: ["Our returns were ready a month early.", "Compliance lead, Kolam"],
    hides: [sampleNotes.testimonials, "The crew came on the day we booked."],
  });
  await inBothBrowsers(browser, PAGES.home, async (visitor, label) => {
    const quotes = visitor.getByRole("region", { name: "Customer testimonials" });
    await expect(quotes.getByRole("figure"), label).toHaveCount(1);
    await expect(quotes.getByRole("img", { name: "Four out of five stars" }), label).toBeVisible();
    await expect(quotes.getByText("Geeta Webhook"), label).toBeVisible();
  });

  await update(home, { meta: { quote: "The crew came early, every week." } });
  await htmlOnceItShows(page, PAGES.home, {
    shows: ["The crew came early, every week."],
    hides: ["The crew came on the day we booked."],
  });

  // The home page's own quote unpublished: no testimonials there, never the made-up ones.
  await wp(["status", String(home), "draft"]);
  await htmlOnceItShows(page, PAGES.home, {
    hides: [sampleNotes.testimonials, "The crew came early, every week."],
  });
  // The EPR page's quote is untouched by the home page's.
  await htmlOnceItShows(page, PAGES.epr, { shows: ["Our returns were ready a month early."] });

  await wp(["delete", String(epr)]);
  await htmlOnceItShows(page, PAGES.epr, {
    hides: [sampleNotes.testimonials, "Our returns were ready a month early."],
  });
});

test("FAQs: the FAQ page and each service page show those marked for them", async ({
  page,
  browser,
}) => {
  const coverage = await create("faq", {
    title: "Do you serve Webhook Nagar?",
    menu_order: 1,
    content:
      '<p>Yes, <strong>every week</strong>. <a href="https://example.com/map">See the map</a>.</p>',
    meta: { category: "Coverage", pages: ["faq", "epr"] },
  });
  const metal = await create("faq", {
    title: "Do you take Webhook scrap?",
    menu_order: 2,
    content: "<ul><li>Steel</li><li>Copper</li></ul>",
    meta: { category: "Services", pages: ["industrialwaste"] },
  });
  await htmlOnceItShows(page, PAGES.faq, {
    shows: ["Do you serve Webhook Nagar?"],
    hides: ["Do you take Webhook scrap?", "What does Nirmal Earth do?"],
  });
  await htmlOnceItShows(page, PAGES.epr, { shows: ["Do you serve Webhook Nagar?"] });
  await htmlOnceItShows(page, PAGES.industrial, { shows: ["Do you take Webhook scrap?"] });
  await inBothBrowsers(browser, PAGES.faq, async (visitor, label) => {
    // Only the categories that have questions keep a tab.
    const tabs = visitor.getByRole("navigation", { name: "FAQ categories" }).getByRole("link");
    await expect(tabs, label).toHaveText(["All", "Coverage"]);
    const item = visitor.getByTestId("faq-item");
    await expect(item, label).toHaveCount(1);
    await item.getByText("Do you serve Webhook Nagar?").click();
    await expect(item.locator("strong"), label).toHaveText("every week");
    await expect(item.getByRole("link", { name: "See the map" }), label).toHaveAttribute(
      "href",
      "https://example.com/map",
    );
  });
  await inBothBrowsers(browser, PAGES.industrial, async (visitor, label) => {
    await visitor.getByText("Do you take Webhook scrap?").click();
    await expect(visitor.locator("[data-faqs] .rich-answer li"), label).toHaveText([
      "Steel",
      "Copper",
    ]);
  });
  // A service page with none of its own keeps its defaults.
  expect(await (await page.request.get(PAGES.residential)).text()).toContain(
    "How should we segregate waste at home?",
  );

  await update(coverage, { title: "Do you serve Webhook Puram?" });
  await htmlOnceItShows(page, PAGES.faq, { shows: ["Do you serve Webhook Puram?"] });
  await htmlOnceItShows(page, PAGES.epr, { shows: ["Do you serve Webhook Puram?"] });

  // A page that had questions of its own never gets the sample ones back.
  await wp(["status", String(coverage), "draft"]);
  await htmlOnceItShows(page, PAGES.faq, {
    hides: ["What does Nirmal Earth do?", "Do you serve Webhook Puram?"],
  });
  await htmlOnceItShows(page, PAGES.epr, { hides: ["Do you serve Webhook Puram?"] });

  await wp(["delete", String(metal)]);
  await htmlOnceItShows(page, PAGES.industrial, {
    hides: ["What do you need from us to sign up?", "Do you take Webhook scrap?"],
  });
  // The residential page never had its own: its samples stay, with their review line.
  expect(await (await page.request.get(PAGES.residential)).text()).toContain(
    "How should we segregate waste at home?",
  );
});

test("an invalid entry is skipped and the rest of the page renders", async ({ page }) => {
  await create("team-member", {
    title: "Valid Webhook Person",
    menu_order: 1,
    meta: { role: "Analyst", bio: "", profile_url: "" },
  });
  const broken = await create("team-member", {
    title: "Broken Webhook Person",
    menu_order: 2,
    meta: { role: "Analyst", bio: "", profile_url: "" },
  });
  await htmlOnceItShows(page, PAGES.team, { shows: ["Broken Webhook Person"] });
  // Written past the plugin's checks, as a bad import would: the plugin announces nothing.
  await wp(["raw-meta", String(broken), "role", '""']);
  const refresh = await page.request.post("/api/revalidate", {
    headers: { "x-webhook-secret": webhookSecret },
    data: { type: "team-member", id: broken, pages: [] },
  });
  expect(refresh.status()).toBe(200);
  await htmlOnceItShows(page, PAGES.team, {
    shows: ["Valid Webhook Person"],
    hides: ["Broken Webhook Person", sampleNotes.team],
  });
  const response = await page.goto(PAGES.team);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("team-grid").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
});

test("pages showing WordPress content pass axe", async ({ page }) => {
  await create("team-member", {
    title: "Axe Webhook Person",
    meta: { role: "Auditor", bio: "Reads every page.", profile_url: "https://example.com/axe" },
    image: "public/images/team/member-07.webp",
  });
  await create("client", { title: "Axe Webhook Client", meta: { website: "", sector: "" } });
  await create("testimonial", {
    title: "Axe Webhook",
    meta: { quote: "Checked.", role: "", company: "", rating: 3, pages: ["home", "epr"] },
  });
  await create("faq", {
    title: "Is this page accessible?",
    content: '<p>It <em>should</em> be. <a href="https://example.com">Read why</a>.</p>',
    meta: { category: "General", pages: ["faq", "epr", "residentialwaste"] },
  });
  await htmlOnceItShows(page, PAGES.team, { shows: ["Axe Webhook Person"] });
  await htmlOnceItShows(page, PAGES.home, { shows: ["Checked."] });
  await htmlOnceItShows(page, PAGES.epr, { shows: ["Axe Webhook Client", "Checked."] });
  await htmlOnceItShows(page, PAGES.faq, { shows: ["Is this page accessible?"] });
  await htmlOnceItShows(page, PAGES.residential, { shows: ["Is this page accessible?"] });
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of [PAGES.team, PAGES.home, PAGES.epr, PAGES.faq, PAGES.residential]) {
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(async () => {
      await document.fonts.ready;
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      window.scrollTo(0, 0);
    });
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  }
});
