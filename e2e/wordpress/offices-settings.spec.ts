import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { corporateOffice } from "../../src/content/offices";
import { sampleNotes } from "../../src/content/sample";
import { site } from "../../src/content/site";
import { content, createEntry } from "../../tests/support/wordpress-content";
import { WCAG_TAGS, violationSummary, axeFor } from "../support/axe";
import { webhookSecret, wpPort } from "../../playwright.wordpress.config";

// Offices and the site settings edited in the real WordPress (its content plugin, through
// scripts/wordpress/content.php, which runs the admin's checks and sends the content webhook to
// this site): what the Contact page, its JSON-LD and the footer show after each change.

const webhook = { url: `http://127.0.0.1:${wpPort}/api/revalidate`, secret: webhookSecret };
const officesNote = sampleNotes.offices;

// One story in steps (create, edit, break, remove): each step starts from the previous one's
// WordPress, so the steps run in order and share the ids of what they created.
test.describe.configure({ mode: "serial" });
let chennaiId = 0;
let maduraiId = 0;

// A fresh WordPress before and after: every entry removed (each removal announced) and the
// settings cleared, so the pages show the defaults again.
test.beforeAll(async () => {
  await content(["reset"], webhook);
  await content(["settings", JSON.stringify(emptySettings())], webhook);
});
test.afterAll(async () => {
  await content(["reset"], webhook);
  await content(["settings", JSON.stringify(emptySettings())], webhook);
});

function emptySettings() {
  return { phone: "", email: "", privacy_email: "", careers_email: "", whatsapp: "" };
}

const chennai = {
  title: "Chennai office",
  menu_order: 1,
  meta: {
    kind: "corporate",
    address_lines: ["No. 7, Anna Salai", "Teynampet"],
    city: "Chennai",
    state: "Tamil Nadu",
    postal_code: "600018",
    phones: ["+91 44 2345 6789", "98400 12345"],
    email: "chennai@example.com",
    hours: "Mon to Sat, 9:30 am to 6:30 pm",
    map_url: "https://www.openstreetmap.org/?mlat=13.0418&mlon=80.2506",
    latitude: 13.0418,
    longitude: 80.2506,
  },
};

const madurai = {
  title: "Madurai office",
  menu_order: 2,
  meta: {
    kind: "regional",
    address_lines: ["12 West Masi Street"],
    city: "Madurai",
    state: "Tamil Nadu",
    postal_code: "625001",
    phones: ["0452 234 5678"],
  },
};

type JsonLd = Record<string, unknown> & { address?: Record<string, unknown> };

/** The JSON-LD nodes of a page's HTML, each block parsed. */
function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => [JSON.parse(m[1]!)].flat() as JsonLd[],
  );
}

/** The HTML of `path` once it satisfies `check`: a webhook marks a page stale, the next visit renews it. */
async function htmlOnce(
  request: APIRequestContext,
  path: string,
  check: (html: string) => boolean,
): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return check(html);
      },
      { message: `${path} after the webhook`, timeout: 30_000 },
    )
    .toBe(true);
  return html;
}

async function contactOfficeCards(page: Page) {
  return page.locator("#regional-offices-heading + * li h3").allTextContents();
}

test("a published office replaces the sample offices, with its JSON-LD, with and without JavaScript", async ({
  page,
  browser,
  request,
}) => {
  // Before: the defaults, labelled, and no LocalBusiness for sample offices.
  const before = await htmlOnce(request, "/contact-us", (html) =>
    html.includes(corporateOffice.postalCode),
  );
  expect(before).toContain(officesNote);
  expect(jsonLd(before).filter((n) => n["@type"] === "LocalBusiness")).toEqual([]);

  chennaiId = await createEntry("office", chennai, webhook);
  maduraiId = await createEntry("office", madurai, webhook);
  const html = await htmlOnce(
    request,
    "/contact-us",
    (h) => h.includes("600018") && h.includes("625001"),
  );
  expect(html).not.toContain(officesNote);
  expect(html).not.toContain(corporateOffice.postalCode);

  const businesses = jsonLd(html).filter((n) => n["@type"] === "LocalBusiness");
  expect(businesses.map((b) => b.address?.addressLocality)).toEqual(["Chennai", "Madurai"]);
  expect(businesses[0]).toMatchObject({
    telephone: ["+914423456789", "+919840012345"],
    email: "chennai@example.com",
    geo: { latitude: 13.0418, longitude: 80.2506 },
    address: { streetAddress: "No. 7, Anna Salai, Teynampet, Chennai", postalCode: "600018" },
  });

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const visitor = await context.newPage();
    await visitor.goto("/contact-us");
    const banner = visitor.locator("section", {
      has: visitor.getByRole("heading", { name: "CORPORATE OFFICE" }),
    });
    await expect(banner).toContainText("No. 7, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018");
    await expect(banner.getByRole("link", { name: "98400 12345" })).toHaveAttribute(
      "href",
      "tel:+919840012345",
    );
    await expect(banner.getByRole("link", { name: "chennai@example.com" })).toBeVisible();
    await expect(banner.getByText("Mon to Sat, 9:30 am to 6:30 pm")).toBeVisible();
    await expect(banner.getByRole("link", { name: /Chennai office on the map/ })).toHaveAttribute(
      "href",
      chennai.meta.map_url,
    );
    // One office left after the main one: one card, no sample note on the page.
    const regional = visitor.locator("#regional-offices-heading + * li");
    await expect(regional).toHaveCount(1);
    await expect(regional).toContainText("Madurai office");
    await expect(visitor.getByText(officesNote)).toHaveCount(0);
    // The footer leads with the main office too.
    await expect(visitor.locator("footer")).toContainText("Chennai office");
    await context.close();
  }

  // The city page of the office's city lists it; the home page's Organization has its address.
  await htmlOnce(request, "/locations/chennai", (h) =>
    h.includes("No. 7, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018"),
  );
  const home = await htmlOnce(request, "/", (h) => h.includes("600018"));
  const organization = jsonLd(home).find((n) => n["@type"] === "Organization");
  expect(organization?.address).toMatchObject({ addressLocality: "Chennai", postalCode: "600018" });

  await page.goto("/contact-us");
  const { violations } = await (await axeFor(page)).withTags(WCAG_TAGS).analyze();
  expect(violationSummary(violations)).toEqual([]);
});

test("an edited office changes; an invalid one is skipped and the rest still shows", async ({
  page,
  request,
}) => {
  await content(
    [
      "update",
      String(maduraiId),
      JSON.stringify({ title: "Madurai depot", meta: { phones: ["0452 234 9999"] } }),
    ],
    webhook,
  );
  await htmlOnce(
    request,
    "/contact-us",
    (h) => h.includes("Madurai depot") && h.includes("0452 234 9999"),
  );

  // A PIN code written past the plugin's checks: the site skips that office and logs it.
  await content(["raw-meta", String(maduraiId), "postal_code", JSON.stringify("062500")]);
  await announce(request, maduraiId);
  const html = await htmlOnce(request, "/contact-us", (h) => !h.includes("Madurai depot"));
  expect(html).toContain("600018");
  expect(jsonLd(html).filter((n) => n["@type"] === "LocalBusiness")).toHaveLength(1);
  await page.goto("/contact-us");
  // Only the main office is left: no regional section at all, and no sample note.
  await expect(page.locator("#regional-offices-heading")).toHaveCount(0);
  await expect(page.getByText(officesNote)).toHaveCount(0);
});

test("with no office published, the sample corporate office alone: the sample regional offices never return", async ({
  page,
  request,
}) => {
  await content(["status", String(chennaiId), "draft"], webhook);
  await content(["delete", String(maduraiId)], webhook);
  const html = await htmlOnce(request, "/contact-us", (h) =>
    h.includes(corporateOffice.postalCode),
  );
  expect(html).toContain(officesNote);
  expect(html).not.toContain("600018");
  expect(jsonLd(html).filter((n) => n["@type"] === "LocalBusiness")).toEqual([]);
  await page.goto("/contact-us");
  await expect(page.getByText(officesNote)).toBeVisible();
  await expect(page.locator("#regional-offices-heading")).toHaveCount(0);
});

test("a regional office published first leaves the head office in place", async ({
  page,
  request,
}) => {
  const trichy = await createEntry(
    "office",
    {
      ...madurai,
      title: "Trichy office",
      meta: { ...madurai.meta, city: "Tiruchirappalli", postal_code: "620001" },
    },
    webhook,
  );
  const html = await htmlOnce(request, "/contact-us", (h) => h.includes("620001"));
  // The corporate office is still the sample one: shown, labelled, never published as data.
  expect(html).toContain(corporateOffice.postalCode);
  const businesses = jsonLd(html).filter((n) => n["@type"] === "LocalBusiness");
  expect(businesses.map((b) => b.address?.addressLocality)).toEqual(["Tiruchirappalli"]);
  const home = await htmlOnce(request, "/", (h) => h.includes(corporateOffice.postalCode));
  expect(jsonLd(home).find((n) => n["@type"] === "Organization")?.address).toBeUndefined();
  await page.goto("/contact-us");
  expect(await contactOfficeCards(page)).toEqual(["Trichy office"]);
  await expect(page.locator("footer")).toContainText(corporateOffice.address);
  await content(["delete", String(trichy)], webhook);
});

test("eight offices: the main one, then seven cards two to a row from 640 px and one on a phone", async ({
  browser,
  request,
}) => {
  const cities = [
    "Salem",
    "Erode",
    "Tiruppur",
    "Madurai",
    "Tirunelveli",
    "Vellore",
    "Thanjavur",
    "Karur",
  ];
  const ids: number[] = [];
  for (const [i, city] of cities.entries()) {
    ids.push(
      await createEntry(
        "office",
        {
          title: `${city} office`,
          menu_order: i,
          meta: {
            kind: i === 0 ? "corporate" : "regional",
            address_lines: [`${i + 1} Main Road`],
            city,
            state: "Tamil Nadu",
            postal_code: `6${String(i + 1).padStart(2, "0")}001`,
            phones: [`0427 234 56${String(i).padStart(2, "0")}`],
          },
        },
        webhook,
      ),
    );
  }
  await htmlOnce(request, "/contact-us", (h) =>
    cities.every((city) => h.includes(`${city} office`)),
  );
  for (const [width, perRow] of [
    [1280, 2],
    [375, 1],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: "reduce",
    });
    const visitor = await context.newPage();
    await visitor.goto("/contact-us");
    await expect(visitor.getByRole("heading", { name: "CORPORATE OFFICE" })).toBeVisible();
    const cards = visitor.getByRole("region", { name: "REGIONAL OFFICES" }).getByRole("listitem");
    await expect(cards).toHaveCount(7);
    await cards.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)))
      .toEqual(Array(7).fill("1"));
    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `${width} px`).toBe(Math.ceil(7 / perRow));
    await context.close();
  }
  for (const id of ids) await content(["delete", String(id)], webhook);
  await htmlOnce(request, "/contact-us", (h) => h.includes(corporateOffice.postalCode));
});

test("the settings' phone and e-mail replace the footer's; cleared, the defaults return", async ({
  browser,
  request,
}) => {
  await content(
    ["settings", JSON.stringify({ phone: "044 2345 6789", email: "hello@example.com" })],
    webhook,
  );
  await htmlOnce(request, "/faq", (h) => h.includes("044 2345 6789"));
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const visitor = await context.newPage();
    await visitor.goto("/faq");
    const footer = visitor.locator("footer");
    await expect(footer.getByRole("link", { name: "044 2345 6789" })).toHaveAttribute(
      "href",
      "tel:+914423456789",
    );
    // Not a toll-free number: not called one.
    await expect(footer).not.toContainText("toll-free");
    await expect(footer.getByRole("link", { name: "hello@example.com" })).toBeVisible();
    await context.close();
  }

  await content(["settings", JSON.stringify(emptySettings())], webhook);
  await htmlOnce(request, "/faq", (h) => !h.includes("044 2345 6789"));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto("/faq");
  const footer = visitor.locator("footer");
  await expect(
    footer.getByRole("link", { name: `${site.phone.display} (toll-free)` }),
  ).toHaveAttribute("href", `tel:${site.phone.dial}`);
  await expect(footer.getByRole("link", { name: site.email })).toBeVisible();
  await context.close();
});

/** Sends the content webhook for an office, as the plugin does after a change it announces. */
async function announce(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.post("/api/revalidate", {
    headers: { "X-Webhook-Secret": webhookSecret },
    data: { type: "office", id },
  });
  expect(response.status()).toBe(200);
}

test("claims and counters filled in WordPress lose their sample notes; cleared, the notes return", async ({
  page,
  request,
}) => {
  await content(
    [
      "settings",
      JSON.stringify({
        claims: {
          brands_trust: "210+",
          happy_customers: "12k+",
          years_experience: "16+",
          epr_brands: "48+",
          google_rating: "4.7",
        },
        counters: { plastic: 5123, paper: 9900, ulbs: 85, ragpickers: 2000 },
      }),
    ],
    webhook,
  );
  await htmlOnce(request, "/", (h) => h.includes("210+") && h.includes("12k+"));
  await page.goto("/");
  await expect(page.getByText("4.7 rating on Google")).toBeVisible();
  await expect(page.getByText(sampleNotes.claims)).toHaveCount(0);
  await expect(page.getByText(sampleNotes.counters)).toHaveCount(0);

  await content(
    [
      "settings",
      JSON.stringify({
        claims: {
          brands_trust: "",
          happy_customers: "",
          years_experience: "",
          epr_brands: "",
          google_rating: "",
        },
        counters: { plastic: null, paper: null, ulbs: null, ragpickers: null },
      }),
    ],
    webhook,
  );
  await htmlOnce(request, "/", (h) => !h.includes("210+"));
  await page.goto("/");
  await expect(page.getByText(sampleNotes.claims).first()).toBeVisible();
  await expect(page.getByText(sampleNotes.counters).first()).toBeAttached();
});
