import { expect, test } from "@playwright/test";

// The blog as a visitor without JavaScript (or a crawler) gets it: the related posts are in the
// HTML the server sends. Runs at both widths (the desktop and mobile projects).
test.use({ javaScriptEnabled: false });

test("a post ends with its related posts, never a loading text", async ({ page }) => {
  await page.goto("/blog/epr-plastic-packaging-guide");
  const related = page.locator("section", {
    has: page.getByRole("heading", { name: "Related posts" }),
  });
  await expect(related.locator("article").first()).toBeVisible();
  await expect(page.getByText("Loading posts...")).toHaveCount(0);
});
