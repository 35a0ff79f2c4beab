// Where the estimator's answer opens: with JavaScript on a phone or tablet, the page lands with
// "Your estimate" and its figure in view, below the sticky header, even though the form hides
// the other stream's fields as it starts; without JavaScript the quantity fields name the years
// they ask for.
import { expect, test, type Page } from "@playwright/test";
import { currentFy, fyLabel, fyStart } from "../src/lib/estimator/input";

const PAGE = "/epr-obligation-estimator";
const form = (page: Page) => page.getByRole("form", { name: "Your figures" });

for (const width of [375, 768]) {
  test.describe(`at ${width} px with JavaScript`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("the submitted estimate opens on its headline and figure", async ({ page }) => {
      await page.goto(PAGE);
      await form(page)
        .getByLabel(/^E-waste/)
        .check();
      await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
      await form(page)
        .getByLabel(/Equipment placed on the market/)
        .fill("100");
      await form(page).getByRole("button", { name: "Open this estimate's own page" }).click();
      await expect(page).toHaveURL(/\/result\?stream=ewaste&fy=2025-26&q=100#estimate$/);
      // The form has started (its button says what it does now) and has hidden the plastic fields.
      await expect(
        form(page).getByRole("button", { name: "Open this estimate's own page" }),
      ).toBeVisible();
      await expect(form(page).getByRole("group", { name: "Plastic packaging" })).toBeHidden();
      const heading = page.getByRole("heading", { name: "Your estimate for 2025-26" });
      const figure = page.getByTestId("obligation");
      await expect(figure).toHaveText("70 t");
      // The headline sits just below the sticky header, the figure under it on screen.
      const headerBottom = await page
        .locator(".site-header")
        .evaluate((el) => el.getBoundingClientRect().bottom);
      await expect
        .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(Math.floor(headerBottom));
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(headerBottom + 80);
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(figure).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quantity fields name the years they ask for, and how they count", async ({ page }) => {
    await page.goto(PAGE);
    const fy = currentFy(new Date());
    const start = fyStart(fy)!;
    const [earlier, later] = [fyLabel(start - 2), fyLabel(start - 1)];
    await expect(
      form(page).getByLabel(`Placed on the market in the year before last (${earlier} for ${fy})`),
    ).toBeVisible();
    await expect(
      form(page).getByLabel(`Placed on the market in the previous year (${later} for ${fy})`),
    ).toBeVisible();
    await expect(page.getByText(/earlier previous year/)).toHaveCount(0);
  });
});

test("on a phone the reference tables say in words that they scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(PAGE);
  const hints = page.getByTestId("scroll-hint");
  await expect(hints).toHaveCount(2);
  for (const hint of await hints.all()) {
    await expect(hint).toHaveText(/Scroll the table sideways/);
    await expect(hint).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(hints.first()).toBeHidden();
});
