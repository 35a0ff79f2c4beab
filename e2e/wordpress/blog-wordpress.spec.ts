import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { signDelivery } from "../../src/lib/wordpress/webhook-signature";
import { webhookSecret, wpPort } from "../../playwright.wordpress.config";

// The seeded WordPress: 13 published posts, 3 sticky (pinned in the slider, so the list pages
// through the other 10: 2 pages of 5), a draft, a Tamil title,
// entities in titles and a post whose HTML tries to run script.

test("the list pages through 2 pages with the sticky slider on each", async ({ page }) => {
  for (const [path, label] of [
    ["/blog", "Page 1 of 2"],
    ["/blog?page=2", "Page 2 of 2"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByText(label).last()).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Pinned post slides" }).getByRole("group"),
    ).toHaveCount(3);
  }
  await expect(
    page.getByRole("heading", { name: "Featured Posts" }).locator("xpath=following::article"),
  ).toHaveCount(5);
  // No post shows twice on a page: the pinned ones stay out of the list below the slider.
  const pinned = await page
    .getByRole("region", { name: "Pinned post slides" })
    .locator(":is(h2, h3) a")
    .allTextContents();
  const listed = await page
    .getByRole("heading", { name: "Featured Posts" })
    .locator("xpath=following::article")
    .locator(":is(h2, h3) a")
    .allTextContents();
  expect(listed.filter((title) => pinned.includes(title))).toEqual([]);
  expect((await page.request.get("/blog?page=3")).status()).toBe(404);
});

test("titles are decoded and the Tamil post opens from its card", async ({ page }) => {
  await page.goto("/blog");
  await expect(
    page.getByRole("link", { name: "Plastic & E-Waste EPR: What’s Changed in 2026" }).first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "கழிவு பிரித்தல்: வீட்டில் நான்கு வகை" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "கழிவு பிரித்தல்: வீட்டில் நான்கு வகை",
  );
  await expect(page.locator("time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test("a post shows its featured image through the optimiser, related posts and rewritten links", async ({
  page,
}) => {
  await page.goto("/blog/plastic-e-waste-epr-whats-changed-in-2026");
  const hero = page.locator("main img").first();
  await expect(hero).toHaveAttribute("src", /\/_next\/image\?url=http%3A%2F%2F127\.0\.0\.1/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await expect(page.getByRole("link", { name: "battery EPR guide" })).toHaveAttribute(
    "href",
    "/blog/battery-epr-for-ev-makers",
  );
  await expect(page.locator("main table")).toBeVisible();
  const related = page.locator("section", {
    has: page.getByRole("heading", { name: "Related posts" }),
  });
  await expect(related.locator("article")).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "http://localhost:3000/blog/plastic-e-waste-epr-whats-changed-in-2026",
  );
});

test("lookup by id and the legacy redirect", async ({ page }) => {
  const routes = (await (
    await page.request.get(
      "http://127.0.0.1:8881/wp-json/wp/v2/posts?slug=battery-epr-for-ev-makers&_fields=id",
    )
  ).json()) as { id: number }[];
  const postId = routes[0]!.id;
  const redirect = await page.request.get(`/post/${postId}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toBe("/blog/battery-epr-for-ev-makers");
  await page.goto(`/blog/any-words?id=${postId}`);
  await expect(page).toHaveURL(/\/blog\/battery-epr-for-ev-makers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Battery EPR for EV Makers");
  expect((await page.request.get("/post/999999", { maxRedirects: 0 })).headers().location).toBe(
    "/blog",
  );
});

test("the draft never appears", async ({ page }) => {
  expect((await page.request.get("/blog/draft-certificate-price-forecast")).status()).toBe(404);
  for (const path of ["/blog", "/blog?page=2", "/blog?page=3"]) {
    await page.goto(path);
    await expect(page.getByText("Certificate Price Forecast")).toHaveCount(0);
  }
});

test("dangerous post HTML cannot run script in the browser", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto("/blog/formatting-test-embedded-content");
  await expect(page.getByText("Safe paragraph before the embedded content.")).toBeVisible();
  await expect(page.getByText("Styled paragraph after the embedded content.")).toBeVisible();
  await page.getByText("Styled paragraph after the embedded content.").click();
  await page.getByText("Click for details").click();
  // What the clicks set going has run: the network is quiet and two frames have rendered.
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  });
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __wpXss?: string }).__wpXss),
  ).toBeUndefined();
  const body = page.locator("article");
  await expect(
    body.locator(
      "script:not([type='application/ld+json']), svg[onload], form, iframe, [onerror], [onclick]",
    ),
  ).toHaveCount(0);
  await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);
});

test("the webhook takes a signed delivery once and refuses its replay and an old one", async ({
  page,
}) => {
  const deliver = (body: string, at: Date, id: string) => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return page.request.post("/api/revalidate", {
      headers: {
        "content-type": "application/json",
        "x-webhook-timestamp": timestamp,
        "x-webhook-id": id,
        "x-webhook-signature": signDelivery(webhookSecret, timestamp, id, body),
      },
      data: body,
    });
  };
  const body = JSON.stringify({ type: "faq", id: 1, pages: ["faq"] });
  const id = `replay-${Date.now()}`;
  const first = await deliver(body, new Date(), id);
  expect(first.status()).toBe(200);
  // The same request captured and sent again: refused.
  expect((await deliver(body, new Date(), id)).status()).toBe(401);
  // One signed ten minutes ago, never seen: refused as old.
  const old = new Date(Date.now() - 10 * 60_000);
  expect((await deliver(body, old, `old-${Date.now()}`)).status()).toBe(401);
});

test("the webhook refuses a wrong secret and refreshes a post the plugin reports", async ({
  page,
}) => {
  const wrong = await page.request.post("/api/revalidate", {
    headers: { "x-webhook-secret": "wrong" },
    data: { id: 1 },
  });
  expect(wrong.status()).toBe(401);
  const missing = await page.request.post("/api/revalidate", { data: { id: 1 } });
  expect(missing.status()).toBe(401);
  const bad = await page.request.post("/api/revalidate", {
    headers: { "x-webhook-secret": webhookSecret },
    data: { id: "x" },
  });
  expect(bad.status()).toBe(400);

  const slug = "filing-your-annual-return";
  // Start from WordPress's current title: a previous run's copy may still sit in the fetch
  // cache (tag invalidations live in the server's memory and end with it).
  const [{ id }] = (await (
    await page.request.get(`http://127.0.0.1:8881/wp-json/wp/v2/posts?slug=${slug}&_fields=id`)
  ).json()) as [{ id: number }];
  const refresh = await page.request.post("/api/revalidate", {
    headers: { "x-webhook-secret": webhookSecret },
    data: { id, slugs: [slug] },
  });
  expect(refresh.status()).toBe(200);
  await expect(async () => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Filing Your Annual Return", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  // An editor changes the title; the must-use plugin calls /api/revalidate.
  const env = {
    ...process.env,
    NIRMAL_EARTH_REVALIDATE_URL: `http://127.0.0.1:${wpPort}/api/revalidate`,
    NIRMAL_EARTH_WEBHOOK_SECRET: webhookSecret,
  };
  execFileSync(
    "php",
    ["scripts/wordpress/update-post.php", slug, "Filing Your Annual Return, Updated"],
    { env },
  );
  try {
    // Stale content is served once while the fresh copy is fetched.
    await expect(async () => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Filing Your Annual Return, Updated",
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(async () => {
      await page.goto("/blog?page=2");
      await expect(
        page.getByRole("link", { name: "Filing Your Annual Return, Updated" }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    execFileSync("php", ["scripts/wordpress/update-post.php", slug, "Filing Your Annual Return"], {
      env,
    });
  }
});

test("a post unpublished in WordPress answers 404 after the webhook, and returns when republished", async ({
  page,
}) => {
  const slug = "recycled-content-obligations";
  const env = {
    ...process.env,
    NIRMAL_EARTH_REVALIDATE_URL: `http://127.0.0.1:${wpPort}/api/revalidate`,
    NIRMAL_EARTH_WEBHOOK_SECRET: webhookSecret,
  };
  const status = async () => (await page.request.get(`/blog/${slug}`)).status();
  // Cached first, so the 404 has a stored page to replace.
  expect(await status()).toBe(200);
  expect(await status()).toBe(200);
  execFileSync("php", ["scripts/wordpress/update-post.php", slug, "--status=draft"], { env });
  try {
    await expect.poll(status, { timeout: 20_000 }).toBe(404);
    // Stays gone: the stale page is not served again.
    for (let i = 0; i < 3; i++) expect(await status()).toBe(404);
  } finally {
    execFileSync("php", ["scripts/wordpress/update-post.php", slug, "--status=publish"], { env });
  }
  await expect.poll(status, { timeout: 20_000 }).toBe(200);
});

test("a post given a new slug leaves its old URL after the webhook and opens at the new one", async ({
  page,
}) => {
  const slug = "environmental-compensation-basics";
  const moved = `${slug}-moved`;
  const env = {
    ...process.env,
    NIRMAL_EARTH_REVALIDATE_URL: `http://127.0.0.1:${wpPort}/api/revalidate`,
    NIRMAL_EARTH_WEBHOOK_SECRET: webhookSecret,
  };
  const status = async (path: string) => (await page.request.get(path)).status();
  // Cached first, so there is a stored page the old slug could go on serving.
  expect(await status(`/blog/${slug}`)).toBe(200);
  expect(await status(`/blog/${slug}`)).toBe(200);
  execFileSync("php", ["scripts/wordpress/update-post.php", slug, `--slug=${moved}`], { env });
  try {
    // Within the gate's minute of trust in its list: the webhook (the old slug and the post's
    // categories) has to mark the cached page stale.
    await expect.poll(() => status(`/blog/${slug}`), { timeout: 20_000 }).toBe(404);
    await expect.poll(() => status(`/blog/${moved}`), { timeout: 20_000 }).toBe(200);
  } finally {
    execFileSync("php", ["scripts/wordpress/update-post.php", moved, `--slug=${slug}`], { env });
  }
  await expect.poll(() => status(`/blog/${slug}`), { timeout: 20_000 }).toBe(200);
});

test("the sitemap dates each post by its last change in WordPress", async ({ page }) => {
  const slug = "choosing-a-registered-recycler";
  const [{ modified_gmt }] = (await (
    await page.request.get(
      `http://127.0.0.1:8881/wp-json/wp/v2/posts?slug=${slug}&_fields=modified_gmt`,
    )
  ).json()) as [{ modified_gmt: string }];
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const entry = new RegExp(`<loc>[^<]*/blog/${slug}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    sitemap,
  );
  expect(entry?.[1], sitemap).toBeDefined();
  expect(new Date(entry![1]!).toISOString()).toBe(new Date(`${modified_gmt}Z`).toISOString());
});
