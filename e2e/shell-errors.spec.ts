import { expect, test } from "@playwright/test";

// The 404 page (no header or footer). The rendering-failure page is checked by
// src/components/layout/error-view.test.ts, with no failing route in the build.

const notFoundText =
  "Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or doesn't exist.";

test("an unknown path answers 404 with the 404 page and no site shell", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText(notFoundText)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test("Go to Homepage leads home", async ({ page }) => {
  await page.goto("/missing-page");
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/login");
  await page.goto("/missing-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});
