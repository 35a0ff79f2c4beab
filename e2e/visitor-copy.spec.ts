// What a visitor reads and follows: counts in the right number, no promise to keep what was never
// typed, household wording on the household page, one name for Puducherry, dates written one
// way outside the blog, toll-free links a phone dials, regulatory links to official copies (or
// said to be secondary), and a way on from the 404 page without scripts.
import { expect, test } from "@playwright/test";
import { freshClient } from "./support/client-address";
import { sitemapPaths } from "./support/site-routes";

test('a category with one question says "1 question"', async ({ page }) => {
  await page.goto("/faq");
  await page
    .getByRole("navigation", { name: "FAQ categories" })
    .getByRole("link", { name: "Coverage", exact: true })
    .click();
  await expect(page).toHaveURL(/category=coverage$/);
  await expect(page.getByText("1 question in Coverage", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty contact form is asked to be filled in, not told its input is kept", async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders(freshClient());
    await page.goto("/contact-us");
    const form = page.locator("#contact");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    await expect(form.getByRole("alert")).toHaveText("Please fill in the 3 fields marked below.");
  });

  test("the 404 page offers a link in place of Go Back", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("button", { name: "Go Back" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.getByRole("link", { name: "Contact Us" })).toBeVisible();
  });
});

test("with JavaScript the 404 page shows Go Back, not the stand-in link", async ({ page }) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Us" })).toBeHidden();
});

test("the household pickup page asks about household waste, not EPR", async ({ page }) => {
  await page.goto("/residential-waste-pickup-service");
  const comments = page.locator("#contact").getByLabel(/Comments/);
  await expect(comments).toHaveAccessibleDescription(/your household's waste and pickups/);
  await expect(page.locator("#contact")).not.toContainText("EPR needs");
});

test("the home page calls the town Puducherry, in every section", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main")).toContainText("Puducherry");
  await expect(page.locator("main")).not.toContainText("Pondicherry");
});

test("pages outside the blog write dates day first, and toll-free links dial 1800 without +91", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const usDate =
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;
  const paths = (await sitemapPaths(request)).filter((p) => !p.startsWith("/blog"));
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect.soft(text.match(usDate)?.[0], `${path}: a month-first date`).toBeUndefined();
    expect.soft(html, `${path}: a toll-free link dialled with +91`).not.toContain("tel:+911800");
  }
});

test("regulatory sources link to official copies, or say they are secondary", async ({ page }) => {
  // The rules' own publishers (src/content/regulation/links.ts lists them for the unit test), and
  // the state boards' sites the city pages link beside them: government hosts all.
  const official = /^https:\/\/([a-z0-9-]+\.)+(gov|nic)\.in\//;
  for (const path of [
    "/industrial-waste-pickup-service",
    "/residential-waste-pickup-service",
    "/locations/chennai",
    "/faq",
  ]) {
    await page.goto(path);
    const items = page.locator("li").filter({ has: page.locator('a[target="_blank"]') });
    const rows = await items.evaluateAll((lis) =>
      lis
        .map((li) => ({
          href: li.querySelector<HTMLAnchorElement>('a[target="_blank"]')?.href ?? "",
          text: li.textContent ?? "",
          list: li.parentElement?.previousElementSibling?.textContent ?? "",
        }))
        .filter((row) => /Sources:|Primary sources:/.test(row.list)),
    );
    expect(rows.length, `${path} lists sources`).toBeGreaterThan(0);
    for (const row of rows) {
      expect
        .soft(
          official.test(row.href) || row.text.includes("(secondary copy)"),
          `${path}: ${row.href}`,
        )
        .toBe(true);
      expect.soft(row.href, path).not.toMatch(/dokumen\.tips|pdfslide|taxguru|scribd/);
    }
  }
});
