import { SAMPLE_DATA } from "../src/content/sample";
import { expect, test } from "@playwright/test";
import { allOffices } from "../src/content/offices";

test.describe("contact page", () => {
  test("shows the corporate office, six regional offices and the contact banner", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { name: "CORPORATE OFFICE" })).toBeVisible();
    await expect(page.getByText(/Avinashi Road, Peelamedu, Coimbatore/).first()).toBeVisible();
    const regional = page.getByRole("region", { name: "REGIONAL OFFICES" }).getByRole("listitem");
    await expect(regional).toHaveCount(6);
    await expect(
      page.getByRole("heading", {
        name: "Reach out to us today and let's turn waste into opportunity, together!",
      }),
    ).toBeVisible();
    await expect(
      page.getByText("India's most trusted waste management expert").first(),
    ).toBeVisible();
  });

  test("phone and e-mail are tel: and mailto: links", async ({ page }) => {
    await page.goto("/contact-us");
    const banner = page.getByRole("region", { name: /Reach out to us today/ });
    await expect(banner.getByRole("link", { name: /1800 425 7070/ })).toHaveAttribute(
      "href",
      "tel:18004257070",
    );
    await expect(banner.getByRole("link", { name: /support@/ })).toHaveAttribute(
      "href",
      /^mailto:support@/,
    );
    const office = page.getByRole("region", { name: "REGIONAL OFFICES" });
    for (const link of await office.getByRole("link", { name: /^\+91/ }).all()) {
      await expect(link).toHaveAttribute("href", /^tel:\+91\d+$/);
    }
  });

  test("office cards are two to a row on wide screens and all visible after scrolling", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact-us");
    const cards = page.getByRole("region", { name: "REGIONAL OFFICES" }).getByRole("listitem");
    await cards.last().scrollIntoViewIfNeeded();
    // The stagger takes well under a second; a busy machine may run it late, so wait for its
    // end rather than for a fixed time.
    await expect
      .poll(() => cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity)))
      .toEqual(Array(await cards.count()).fill("1"));
    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBeLessThan(tops[2]!);
  });

  test("uses different banner images at 768px and wider", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/contact-us");
    const img = page.locator("picture img").first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toContain("office-narrow");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact-us");
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toContain("office-wide");
  });

  test("fetches the corporate office image, the page's main image, first and at once", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const office = page.getByRole("img", { name: /corporate office building/ });
    await expect(office).toHaveAttribute("fetchpriority", "high");
    await expect(office).not.toHaveAttribute("loading", "lazy");
    // Only the main image jumps the queue.
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  });

  test("marks up no sample office as a LocalBusiness", async ({ request }) => {
    const html = await (await request.get("/contact-us")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].flatMap((m) => [JSON.parse(m[1]!)].flat());
    const businesses = blocks.filter((b) => b["@type"] === "LocalBusiness");
    // The offices are sample data: LocalBusiness markup waits for real addresses.
    expect(businesses.map((b) => b.address.addressLocality).sort()).toEqual(
      SAMPLE_DATA ? [] : allOffices.map((o) => o.city).sort(),
    );
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows every office card", async ({ page }) => {
    await page.goto("/contact-us");
    const cards = page.getByRole("region", { name: "REGIONAL OFFICES" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toBeVisible();
    expect(await cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });
});
