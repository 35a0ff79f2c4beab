// The pickup pages' waste showcase names a type only once its picture can show: on the first
// cycle the next picture may still be on its way, and the label, the highlight and the picture
// then wait for it together. The picture is held back by the test; time is the page's clock.
import { expect, test } from "@playwright/test";
import { wasteTypes } from "../src/content/services/pickup";

test("the showcase's label and highlight wait for the next picture", async ({ page }) => {
  const [first, second] = wasteTypes;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The second type's picture (every width of it) arrives only when the test lets it.
  await page.route(new RegExp(`waste-${second!.slug}\\.`), async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto("/industrial-waste-pickup-service");
  // Time stands still from here: no step can come while the page gets ready.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const showcase = page.locator("[data-showcase]");
  await showcase.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(page.getByRole("button", { name: "Pause waste type showcase" })).toBeVisible();
  await expect(showcase).toHaveAttribute("data-active-index", "0");

  // One step is due, but the picture it would show has not arrived: nothing changes yet.
  await page.clock.runFor(3500);
  await expect(showcase).toHaveAttribute("data-active-index", "0");
  const label = showcase.locator("p").filter({ hasText: /^Showing:/ });
  await expect(label).toHaveText(`Showing: ${first!.name}`);

  // The picture arrives: label, highlight and picture move together.
  release();
  await expect(showcase).toHaveAttribute("data-active-index", "1");
  await expect(label).toHaveText(`Showing: ${second!.name}`);
  await expect(showcase.locator("ol button").nth(1)).toHaveAttribute("aria-current", "true");
  await expect(showcase.getByRole("img", { name: second!.image.alt })).toBeVisible();
});
