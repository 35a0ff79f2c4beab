// The content plugin (wordpress/plugins/nirmal-earth-content) on the real test WordPress that
// scripts/ci/setup-wordpress.sh starts: entries made with scripts/wordpress/content.php, read as
// the website reads them (anonymous REST), values refused, the settings record, and the webhook
// caught by a small HTTP server in this process. Changes WordPress content: run it holding the
// lock when WordPress is shared,
//   flock /tmp/wordpress.lock npx vitest run --project integration \
//     tests/integration/wordpress/content-plugin.test.ts
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { DeliveryLog, verifyDelivery } from "@/lib/wordpress/webhook-signature";
import { content, createEntry, showEntry, wordpressUrl } from "../../support/wordpress-content";

const api = `${wordpressUrl}/wp-json`;
const secret = "content-plugin-test-secret";

/** Reads a type as the website does: published only, in order, with the featured image. */
async function readType(restBase: string): Promise<unknown[]> {
  const response = await fetch(
    `${api}/wp/v2/${restBase}?per_page=100&orderby=menu_order&order=asc&_embed=wp:featuredmedia&status=publish`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

async function status(path: string): Promise<number> {
  return (await fetch(`${api}/wp/v2/${path}`)).status;
}

const entry = z.object({
  id: z.number().int().positive(),
  modified_gmt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
  menu_order: z.number().int(),
  title: z.object({ rendered: z.string() }),
});
const image = z.object({
  source_url: z.string().url(),
  alt_text: z.string(),
  media_details: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
const withImage = entry.extend({
  _embedded: z.object({ "wp:featuredmedia": z.tuple([image]).rest(z.unknown()) }),
});
const schemas = {
  "team-members": withImage.extend({
    meta: z.strictObject({ role: z.string(), bio: z.string(), profile_url: z.string() }),
  }),
  clients: withImage.extend({ meta: z.strictObject({ website: z.string(), sector: z.string() }) }),
  testimonials: entry.extend({
    meta: z.strictObject({
      quote: z.string(),
      role: z.string(),
      company: z.string(),
      rating: z.number().int().min(1).max(5),
      pages: z.array(z.enum(["home", "epr"])).min(1),
    }),
  }),
  faqs: entry.extend({
    content: z.object({ rendered: z.string() }),
    meta: z.strictObject({
      category: z.enum(["General", "Commercial", "Services", "Sustainability", "Coverage"]),
      pages: z.array(z.enum(["faq", "epr", "industrialwaste", "residentialwaste"])).min(1),
    }),
  }),
  offices: entry.extend({
    meta: z.strictObject({
      kind: z.enum(["corporate", "regional"]),
      address_lines: z.array(z.string()).min(1).max(4),
      city: z.string(),
      state: z.string(),
      postal_code: z.string().regex(/^[1-9]\d{5}$/),
      phones: z.array(z.string()).min(1).max(4),
      email: z.string(),
      hours: z.string(),
      map_url: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  }),
} as const;

const settingsSchema = z.strictObject({
  phone: z.string(),
  email: z.string(),
  privacy_email: z.string(),
  careers_email: z.string(),
  whatsapp: z.string(),
  social: z.strictObject({
    linkedin: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    x: z.string(),
  }),
  claims: z.strictObject({
    brands_trust: z.string().max(12),
    happy_customers: z.string().max(12),
    years_experience: z.string().max(12),
    epr_brands: z.string().max(12),
    google_rating: z.string().max(12),
  }),
  counters: z.strictObject(
    Object.fromEntries(
      [
        "epr-clients",
        "e-waste",
        "partners",
        "schools",
        "plastic",
        "paper",
        "ulbs",
        "ragpickers",
      ].map((key) => [key, z.number().int().min(0).nullable()]),
    ),
  ),
  samples_retired: z.array(z.string()),
  modified: z.string().datetime().nullable(),
});

// The webhook receiver: every POST WordPress makes, and whether it was signed as the site checks
// it (a fresh id, a current time, the HMAC) without the secret itself in any header.
type Received = { signed: boolean; body: unknown };
const deliveries = new DeliveryLog();
const received: Received[] = [];
let server: Server;
let webhook: { url: string; secret: string };

beforeAll(async () => {
  await content(["reset"]);
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
      const verdict = verifyDelivery(
        {
          timestamp: header("x-webhook-timestamp"),
          id: header("x-webhook-id"),
          signature: header("x-webhook-signature"),
          secret: null,
        },
        body,
        secret,
        deliveries,
      );
      const bare = header("x-webhook-secret") === null && header("authorization") === null;
      received.push({ signed: verdict.ok && bare, body: JSON.parse(body) });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  webhook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    secret,
  };
});

afterAll(async () => {
  // Leave a fresh WordPress: no entries, empty settings (the site shows its defaults).
  await content(["reset"]);
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

describe("entries read anonymously over REST", () => {
  it("gives each type in the contract's shape, in order, with photo and logo sizes and alt text", async () => {
    const member = await createEntry("team-member", {
      title: "Asha Raman",
      menu_order: 2,
      meta: {
        role: "Head of EPR compliance",
        bio: "Ten years of <b>EPR</b> filings.",
        profile_url: "https://www.linkedin.com/in/asha",
      },
      image: "public/images/team/culture-celebrations.webp",
      alt: "Asha Raman at the Chennai plant",
    });
    const first = await createEntry("team-member", {
      title: "Vikram Iyer",
      menu_order: 1,
      meta: { role: "Founder" },
    });
    const client = await createEntry("client", {
      title: "Kaveri Foods",
      meta: { website: "https://kaveri.example.com", sector: "FMCG" },
      image: "public/images/team/banner.webp",
    });
    const testimonial = await createEntry("testimonial", {
      title: "Priya S.",
      meta: { quote: "Pickups on time, every time.", rating: 5, pages: ["home", "epr"] },
    });
    const faq = await createEntry("faq", {
      title: "Do you collect on Sundays?",
      content:
        '<p>Yes, <strong>in Chennai</strong>. <a href="https://example.com/pickup" onclick="x()">Book</a></p><script>alert(1)</script><h2>Big</h2>',
      meta: { category: "Services", pages: ["faq", "residentialwaste"] },
    });
    const office = await createEntry("office", {
      title: "Chennai office",
      meta: {
        kind: "corporate",
        address_lines: ["12 Anna Salai", "Teynampet"],
        city: "Chennai",
        state: "Tamil Nadu",
        postal_code: "600018",
        phones: ["+91 44 4000 1234", "1800 425 7070"],
        email: "chennai@example.com",
        hours: "Mon to Sat, 9:30 am to 6:30 pm",
        map_url: "https://maps.example.com/?q=chennai",
        latitude: 13.0108,
      },
    });

    const members = z
      .array(schemas["team-members"].partial({ _embedded: true }))
      .parse(await readType("team-members"));
    expect(members.map((m) => m.id)).toEqual([first, member]);
    const asha = schemas["team-members"].parse(members[1]);
    expect(asha.title.rendered).toBe("Asha Raman");
    expect(asha.meta).toEqual({
      role: "Head of EPR compliance",
      bio: "Ten years of EPR filings.",
      profile_url: "https://www.linkedin.com/in/asha",
    });
    const photo = asha._embedded["wp:featuredmedia"][0];
    expect(photo).toMatchObject({
      alt_text: "Asha Raman at the Chennai plant",
      media_details: { width: 800, height: 560 },
    });
    expect((await fetch(photo.source_url)).status).toBe(200);
    // An entry without a photo has no embedded image (the site then shows none).
    expect(members[0]!._embedded).toBeUndefined();

    const [logo] = z.array(schemas.clients).parse(await readType("clients"));
    expect(logo!.id).toBe(client);
    expect(logo!.meta).toEqual({ website: "https://kaveri.example.com", sector: "FMCG" });
    expect(logo!._embedded["wp:featuredmedia"][0]).toMatchObject({
      alt_text: "",
      media_details: { width: 1600, height: 560 },
    });

    const [quote] = z.array(schemas.testimonials).parse(await readType("testimonials"));
    expect(quote).toMatchObject({
      id: testimonial,
      title: { rendered: "Priya S." },
      meta: {
        quote: "Pickups on time, every time.",
        role: "",
        company: "",
        rating: 5,
        pages: ["home", "epr"],
      },
    });

    const [question] = z.array(schemas.faqs).parse(await readType("faqs"));
    expect(question!.id).toBe(faq);
    expect(question!.meta).toEqual({ category: "Services", pages: ["faq", "residentialwaste"] });
    // Only p, a[href], strong, em, ul, ol, li and br are kept.
    expect(question!.content.rendered).toContain("<strong>in Chennai</strong>");
    expect(question!.content.rendered).toContain('<a href="https://example.com/pickup">Book</a>');
    expect(question!.content.rendered).not.toMatch(/<script|alert|onclick|<h2/);

    const [place] = z.array(schemas.offices).parse(await readType("offices"));
    expect(place).toMatchObject({
      id: office,
      title: { rendered: "Chennai office" },
      meta: {
        postal_code: "600018",
        phones: ["+91 44 4000 1234", "1800 425 7070"],
        latitude: 13.0108,
        longitude: null,
      },
    });
  });

  it("never shows a draft or a trashed entry, by id or in the list", async () => {
    const draft = await createEntry("testimonial", {
      title: "Draft person",
      status: "draft",
      meta: { quote: "Not yet.", rating: 4, pages: ["home"] },
    });
    const trashed = await createEntry("testimonial", {
      title: "Trashed person",
      meta: { quote: "Gone.", rating: 4, pages: ["home"] },
    });
    await content(["status", String(trashed), "trash"]);
    expect(await status(`testimonials/${draft}`)).toBe(401);
    expect(await status(`testimonials/${trashed}`)).toBe(401);
    expect(await status(`testimonials?status=draft`)).toBe(400);
    expect(await status(`testimonials?status=any`)).toBe(400);
    expect(await status(`testimonials/${draft}?context=edit`)).toBe(401);
    const ids = ((await readType("testimonials")) as { id: number }[]).map((t) => t.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(trashed);
    // No anonymous writes either.
    const write = await fetch(`${api}/wp/v2/testimonials`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Spam", status: "publish" }),
    });
    expect(write.status).toBe(401);
  });
});

describe("values the site cannot use", () => {
  const office = {
    kind: "regional",
    address_lines: ["4 Race Course Road"],
    city: "Coimbatore",
    state: "Tamil Nadu",
    postal_code: "641018",
    phones: ["0422 400 1234"],
    email: "cbe@example.com",
  };

  it.each([
    [
      "PIN code",
      "office",
      { title: "Bad PIN", meta: { ...office, postal_code: "041018" } },
      "postal_code",
      /PIN code: expected an Indian PIN code of 6 digits/,
    ],
    [
      "phone",
      "office",
      { title: "Bad phone", meta: { ...office, phones: ["0422 400 1234", "12345"] } },
      "phones",
      /"12345" \(number 2\) is not an Indian phone number/,
    ],
    [
      "e-mail",
      "office",
      { title: "Bad e-mail", meta: { ...office, email: "cbe@example" } },
      "email",
      /E-mail: expected an e-mail address/,
    ],
    [
      "URL",
      "team-member",
      { title: "Bad URL", meta: { role: "Analyst", profile_url: "http://example.com/in/x" } },
      "profile_url",
      /Profile link: expected a web address starting with https:\/\//,
    ],
    [
      "rating",
      "testimonial",
      { title: "Bad rating", meta: { quote: "Fine.", rating: 7, pages: ["home"] } },
      "rating",
      /Rating: expected a whole number from 1 to 5/,
    ],
    [
      "page",
      "testimonial",
      { title: "No page", meta: { quote: "Fine.", rating: 4, pages: [] } },
      "pages",
      /Shown on: choose at least one page/,
    ],
    [
      "category",
      "faq",
      {
        title: "Odd category?",
        content: "<p>Yes.</p>",
        meta: { category: "Other", pages: ["faq"] },
      },
      "category",
      /Category: choose one of General/,
    ],
  ] as const)(
    "a bad %s keeps the entry a draft with its notice and the typed value",
    async (_, type, fields, field, message) => {
      const { stdout, stderr } = await content(["create", type, JSON.stringify(fields)], webhook);
      const id = Number(stdout.trim());
      expect(stderr).toMatch(message);
      const shown = await showEntry(id);
      expect(shown.status).toBe("draft");
      expect(shown.notice?.demoted).toBe(true);
      expect(shown.notice?.errors[field]).toMatch(message);
      expect(Object.keys(shown.notice!.errors)).toEqual([field]);
      if (field !== "pages")
        expect(shown.meta[field]).toEqual((fields.meta as Record<string, unknown>)[field]);
      expect(await status(`${type === "team-member" ? "team-members" : `${type}s`}/${id}`)).toBe(
        401,
      );
      // Never published: nothing to announce.
      expect(received).toEqual([]);
    },
  );

  it("a refused Update of a published entry keeps the published version on the site, with the typed values in the notice", async () => {
    const id = await createEntry("office", { title: "Madurai office", meta: office }, webhook);
    expect(await status(`offices/${id}`)).toBe(200);
    received.length = 0;
    const { stderr } = await content(
      [
        "update",
        String(id),
        JSON.stringify({
          title: "Madurai branch",
          meta: { postal_code: "62500", city: "Madurai" },
        }),
      ],
      webhook,
    );
    expect(stderr).toMatch(/refused, the published version kept/);
    const shown = await showEntry(id);
    // Nothing typed reached the entry: still published, with its title and every value as before.
    expect(shown).toMatchObject({
      status: "publish",
      title: "Madurai office",
      meta: { postal_code: office.postal_code, city: office.city },
    });
    expect(shown.notice).toMatchObject({
      kept_live: true,
      demoted: false,
      title: "Madurai branch",
      values: { postal_code: "62500", city: "Madurai" },
    });
    expect(Object.keys(shown.notice!.errors)).toEqual(["postal_code"]);
    const live = (await readType("offices")).find((entry) => (entry as { id: number }).id === id);
    expect(live).toMatchObject({
      title: { rendered: "Madurai office" },
      meta: { postal_code: office.postal_code },
    });
    // Corrected: the change is stored and the notice goes.
    await content([
      "update",
      String(id),
      JSON.stringify({ meta: { postal_code: "625001", city: "Madurai" } }),
    ]);
    expect(await showEntry(id)).toMatchObject({
      status: "publish",
      notice: null,
      meta: { postal_code: "625001", city: "Madurai" },
    });
  });

  it("an Update that empties a published entry's title is refused the same way", async () => {
    const id = await createEntry("office", { title: "Salem office", meta: office });
    await content(["update", String(id), JSON.stringify({ title: "" })]);
    const shown = await showEntry(id);
    expect(shown).toMatchObject({ status: "publish", title: "Salem office" });
    expect(shown.notice).toMatchObject({ kept_live: true, errors: { title: "Name is required." } });
  });

  it("a scheduled or draft entry with a bad value still goes back to draft", async () => {
    const id = await createEntry("office", {
      title: "Trichy office",
      status: "draft",
      meta: office,
    });
    const { stderr } = await content([
      "update",
      String(id),
      JSON.stringify({ status: "publish", meta: { postal_code: "62500" } }),
    ]);
    expect(stderr).toMatch(/refused, kept as a draft/);
    expect(await showEntry(id)).toMatchObject({ status: "draft", meta: { postal_code: "62500" } });
  });

  it("raw-meta writes past the checks, for testing how the site skips a bad entry", async () => {
    const id = await createEntry("office", { title: "Salem office", meta: office });
    await content(["raw-meta", String(id), "postal_code", '"0123"']);
    expect(await showEntry(id)).toMatchObject({ status: "publish", meta: { postal_code: "0123" } });
    // Core's REST API publishes a stored value that breaks the schema as null.
    const salem = (
      (await readType("offices")) as { id: number; meta: { postal_code: unknown } }[]
    ).find((o) => o.id === id);
    expect(salem?.meta.postal_code).toBeNull();
  });
});

describe("the settings record", () => {
  it("answers publicly in the contract's shape, with its schema on OPTIONS", async () => {
    const empty = settingsSchema.parse(
      await (await fetch(`${api}/nirmal-earth/v1/settings`)).json(),
    );
    expect(empty).toMatchObject({ phone: "", modified: null, counters: { partners: null } });

    await content(
      [
        "settings",
        JSON.stringify({
          phone: "1800 425 7070",
          email: "support@example.com",
          whatsapp: "+919443012345",
          social: { linkedin: "https://www.linkedin.com/company/example" },
          claims: { brands_trust: "150+", google_rating: "4.9" },
          counters: { "epr-clients": 45, ragpickers: "1902" },
        }),
      ],
      webhook,
    );
    const response = await fetch(`${api}/nirmal-earth/v1/settings`);
    expect(response.status).toBe(200);
    const settings = settingsSchema.parse(await response.json());
    expect(settings).toMatchObject({
      phone: "1800 425 7070",
      email: "support@example.com",
      privacy_email: "",
      whatsapp: "+919443012345",
      social: { linkedin: "https://www.linkedin.com/company/example", x: "" },
      claims: { brands_trust: "150+", google_rating: "4.9", epr_brands: "" },
      counters: { "epr-clients": 45, ragpickers: 1902, partners: null },
    });
    expect(settings.modified).not.toBeNull();
    expect(received).toEqual([{ signed: true, body: { type: "settings", id: 0, pages: [] } }]);

    const options = (await (
      await fetch(`${api}/nirmal-earth/v1/settings`, { method: "OPTIONS" })
    ).json()) as {
      schema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(options.schema.properties)).toEqual(Object.keys(settings));
  });

  it("keeps the previous value of a refused field and names it", async () => {
    await content([
      "settings",
      JSON.stringify({ email: "support@example.com", careers_email: "" }),
    ]);
    received.length = 0;
    const { stderr } = await content(
      [
        "settings",
        JSON.stringify({
          email: "support@",
          careers_email: "jobs@example.com",
          social: { x: "http://x.com/e" },
        }),
      ],
      webhook,
    );
    expect(stderr).toMatch(
      /Main e-mail: "support@" is not an e-mail address.*previous value was kept/,
    );
    expect(stderr).toMatch(/X \(Twitter\): expected a web address starting with https:\/\//);
    const settings = settingsSchema.parse(
      await (await fetch(`${api}/nirmal-earth/v1/settings`)).json(),
    );
    expect(settings).toMatchObject({
      email: "support@example.com",
      careers_email: "jobs@example.com",
      social: { x: "" },
    });
    expect(received.map((r) => r.body)).toEqual([{ type: "settings", id: 0, pages: [] }]);
  });
});

describe("an FAQ answer", () => {
  it("keeps links to the site's pages, drops unsafe ones, and records what it removed", async () => {
    const id = await createEntry("faq", {
      title: "How do I reach you?",
      content:
        '<h2>Reach us</h2><p>Use the <a href="/contact-us">contact page</a> or <a href="javascript:alert(3)">this</a>.</p><img src="x.png">',
      meta: { category: "General", pages: ["faq"] },
    });
    const shown = JSON.parse((await content(["show", String(id)])).stdout) as {
      content: string;
      answer_removed: string[] | null;
    };
    expect(shown.content).toBe(
      'Reach us<p>Use the <a href="/contact-us">contact page</a> or this.</p>',
    );
    expect(shown.answer_removed).toEqual(["<h2>", "<img>", "a link without a web address"]);
    await content(["update", String(id), JSON.stringify({ content: "<p>Call us.</p>" })]);
    expect(JSON.parse((await content(["show", String(id)])).stdout).answer_removed).toBeNull();
  });
});

describe("what is public", () => {
  it("never gives a password-protected entry to an anonymous reader", async () => {
    const id = await createEntry("team-member", {
      title: "Hidden Person",
      password: "secret-1",
      meta: { role: "Guest" },
    });
    const ids = (await readType("team-members")).map((entry) => (entry as { id: number }).id);
    expect(ids).not.toContain(id);
    expect(await status(`team-members/${id}`)).toBe(401);
  });

  it("lists in the settings record each type, or FAQ page, that has had a published entry", async () => {
    await content(["reset"]);
    const retired = async () =>
      settingsSchema.parse(await (await fetch(`${api}/nirmal-earth/v1/settings`)).json())
        .samples_retired;
    expect(await retired()).toEqual([]);
    await createEntry("team-member", { title: "Draft only", status: "draft", meta: { role: "X" } });
    expect(await retired()).toEqual([]);
    const faq = await createEntry("faq", {
      title: "Do you weigh on site?",
      content: "<p>Yes.</p>",
      meta: { category: "Services", pages: ["epr"] },
    });
    const member = await createEntry("team-member", { title: "Meera", meta: { role: "Driver" } });
    expect(await retired()).toEqual(["faq:epr", "team-member"]);
    // Unpublished again: the samples do not come back.
    await content(["status", String(member), "trash"]);
    await content(["delete", String(faq)]);
    expect(await retired()).toEqual(["faq:epr", "team-member"]);
  });
});

describe("the webhook", () => {
  it("announces publish, edit, unpublish, trash and delete with the pages before and after", async () => {
    const bodies = () => received.map((r) => r.body);
    const id = await createEntry(
      "testimonial",
      { title: "Meena K.", meta: { quote: "Clear advice.", rating: 5, pages: ["home"] } },
      webhook,
    );
    expect(received).toEqual([
      { signed: true, body: { type: "testimonial", id, pages: ["home"] } },
    ]);

    received.length = 0;
    await content(["update", String(id), JSON.stringify({ meta: { pages: ["epr"] } })], webhook);
    expect(bodies()).toEqual([{ type: "testimonial", id, pages: ["home", "epr"] }]);

    received.length = 0;
    await content(["status", String(id), "draft"], webhook);
    expect(bodies()).toEqual([{ type: "testimonial", id, pages: ["epr"] }]);

    // A draft edited: not on the site, nothing to announce.
    received.length = 0;
    await content(["update", String(id), JSON.stringify({ title: "Meena Krishnan" })], webhook);
    expect(bodies()).toEqual([]);

    await content(["status", String(id), "publish"], webhook);
    received.length = 0;
    await content(["status", String(id), "trash"], webhook);
    expect(bodies()).toEqual([{ type: "testimonial", id, pages: ["epr"] }]);

    // Deleting from the trash: already gone from the site.
    received.length = 0;
    await content(["delete", String(id)], webhook);
    expect(bodies()).toEqual([]);

    const faq = await createEntry(
      "faq",
      {
        title: "Is pickup free?",
        content: "<p>Above 50 kg.</p>",
        meta: { category: "Commercial", pages: ["faq", "industrialwaste"] },
      },
      webhook,
    );
    received.length = 0;
    await content(["delete", String(faq)], webhook);
    expect(bodies()).toEqual([{ type: "faq", id: faq, pages: ["faq", "industrialwaste"] }]);

    // Every other type announces itself with no pages.
    received.length = 0;
    const member = await createEntry(
      "team-member",
      { title: "Ravi", meta: { role: "Driver" } },
      webhook,
    );
    await content(
      ["update", String(member), JSON.stringify({ meta: { role: "Lead driver" } })],
      webhook,
    );
    expect(bodies()).toEqual([
      { type: "team-member", id: member, pages: [] },
      { type: "team-member", id: member, pages: [] },
    ]);
    expect(received.every((r) => r.signed)).toBe(true);
  });

  it("a draft never published announces nothing", async () => {
    const id = await createEntry(
      "client",
      { title: "Draft client", status: "draft", meta: { website: "https://d.example.com" } },
      webhook,
    );
    await content(["update", String(id), JSON.stringify({ meta: { sector: "Retail" } })], webhook);
    await content(["status", String(id), "trash"], webhook);
    await content(["delete", String(id)], webhook);
    expect(received).toEqual([]);
  });
});
