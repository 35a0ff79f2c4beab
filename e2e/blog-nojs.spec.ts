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

test("a list page past the last, or not a number, is the 404 page in the HTML", async ({
  page,
}) => {
  for (const path of ["/blog/page/99", "/blog?page=99", "/blog?page=abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Go to Homepage" }), path).toBeVisible();
  }
});

test("a missing post is the post's 404 page in the HTML", async ({ page }) => {
  for (const path of ["/blog/no-such-post", "/blog/wp-login.php", "/blog/page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Post not found.");
    await expect(page.getByRole("link", { name: "Back to All Posts" }), path).toBeVisible();
    await expect(page, path).toHaveTitle(/^Post not found/);
  }
});

test("the pages the blog answers with keep their status and stay out of search engines", async ({
  page,
}) => {
  for (const [state, status] of [
    ["post-not-found", 404],
    ["post-unavailable", 503],
    ["posts-unavailable", 503],
    ["no-such-state", 404],
  ] as const) {
    const response = await page.goto(`/blog-status/${state}`);
    expect(response?.status(), state).toBe(status);
    expect(response?.headers()["cache-control"], state).toContain("no-store");
    await expect(page.locator('meta[name="robots"]').first(), state).toHaveAttribute(
      "content",
      /noindex/,
    );
  }
});
