import { expect, test } from "@playwright/test";
import { footerColumns, headerLinks } from "../src/content/navigation";

// Without JavaScript every header and footer link must still be reachable and visible.
test.use({ javaScriptEnabled: false });

test("header links are visible and usable without JavaScript", async ({ page, isMobile }) => {
  await page.goto("/login");
  const header = page.getByRole("banner");
  // Toggles that would need a script are not offered.
  await expect(header.getByRole("button", { name: /menu/i })).toBeHidden();

  for (const name of ["Home", "Team", "Blog", "Contact Us", "LOGIN"]) {
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const firstService = header.getByRole("link", { name: headerLinks.services.items[0].label });
  if (isMobile) {
    // On phones the menu is part of the page, services listed under their heading.
    await expect(header.getByRole("button", { name: "Services" })).toBeHidden();
    for (const item of headerLinks.services.items) {
      await expect(header.getByRole("link", { name: item.label })).toBeVisible();
    }
    // The open menu sits in the page flow and does not cover the page heading.
    const menuBox = await header.boundingBox();
    const h1Box = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(h1Box!.y).toBeGreaterThanOrEqual(menuBox!.y + menuBox!.height);
  } else {
    // On wide screens the Services list opens on hover and on keyboard focus.
    await expect(firstService).toBeHidden();
    await header.getByRole("button", { name: "Services" }).hover();
    await expect(firstService).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(firstService).toBeHidden();
    await header.getByRole("button", { name: "Services" }).focus();
    await expect(firstService).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstService).toBeFocused();
    await expect(firstService).toBeVisible();
    // The bar keeps its one-row layout.
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThan(100);
  }
  await header.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("footer sections are open without JavaScript", async ({ page }) => {
  await page.goto("/login");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("button")).toHaveCount(0);
  for (const column of footerColumns) {
    await expect(footer.getByRole("heading", { name: column.title, exact: true })).toBeVisible();
    for (const link of column.links) {
      await expect(
        footer.getByRole("link", { name: link.label, exact: true }).first(),
      ).toBeVisible();
    }
  }
});

test("the 404 page offers only the working button without JavaScript", async ({ page }) => {
  const response = await page.goto("/missing-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeHidden();
});
