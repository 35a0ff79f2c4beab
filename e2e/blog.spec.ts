import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

// The blog on its default source, the Markdown posts in src/content/posts (9 posts, 3 sticky).

test.describe("blog list", () => {
  test("page 1 shows the hero, the pinned slider, 3 featured and 2 latest posts and pagination", async ({
    page,
  }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const slider = page.getByRole("region", { name: "Pinned post slides" });
    await expect(slider.getByRole("group")).toHaveCount(3);
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured Posts" }),
    });
    await expect(featured.getByRole("heading", { name: "Featured Posts" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest Posts" })).toBeVisible();
    await expect(featured.locator("article")).toHaveCount(5);
    // The pinned posts are not listed again below the slider: no post shows twice.
    const pinned = await slider.locator("h3 a").allTextContents();
    const listed = await featured.locator("article :is(h2, h3) a").allTextContents();
    expect(pinned).toHaveLength(3);
    expect(listed.filter((title) => pinned.includes(title))).toEqual([]);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: /Next/ }),
    ).toHaveAttribute("href", "/blog/page/2");
  });

  test("dates read Month D, YYYY and cards link to /blog/{slug}", async ({ page }) => {
    await page.goto("/blog");
    const firstCard = page
      .getByRole("heading", { name: "Featured Posts" })
      .locator("xpath=following::article[1]");
    await expect(firstCard.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(firstCard.getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
  });

  test("Next goes to page 2, Previous comes back; page 3 does not exist", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.getByText("Page 2 of 2").first()).toBeVisible();
    await page.getByRole("link", { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();

    for (const bad of ["/blog?page=3", "/blog/page/3", "/blog?page=0", "/blog?page=abc"]) {
      const res = await page.request.get(bad);
      expect(res.status(), bad).toBe(404);
    }
  });

  test("has no detectable accessibility violations", async ({ page }) => {
    await page.goto("/blog");
    await expectNoAxeViolations(page);
  });
});

test.describe("blog post", () => {
  test("shows categories, title, image, content, related posts and a way back", async ({
    page,
  }) => {
    await page.goto("/blog");
    const link = page
      .getByRole("heading", { name: "Featured Posts" })
      .locator("xpath=following::article[1]")
      .getByRole("link");
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("list", { name: "Categories" }).first()).toBeVisible();
    await expect(page.locator("main img").first()).toBeVisible();
    await expect(page.getByText(/Last reviewed:/)).toBeVisible();
    const related = page.locator("section", {
      has: page.getByRole("heading", { name: "Related posts" }),
    });
    const count = await related.locator("article").count();
    expect(count).toBeLessThanOrEqual(2);
    await page.getByRole("link", { name: "Back to All Posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("carries its own title, canonical and BlogPosting data", async ({ page }) => {
    await page.goto("/blog/battery-waste-epr");
    await expect(page).toHaveTitle(/Battery EPR/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blog\/battery-waste-epr$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => t.includes('"BlogPosting"'))).toBe(true);
    // Never an empty tag (next-size-adjust is Next's own font marker).
    for (const meta of await page.locator('meta[content]:not([name="next-size-adjust"])').all()) {
      expect((await meta.getAttribute("content"))?.trim()).not.toBe("");
    }
  });

  test("loads by id when ?id= is given, landing on the post's own URL", async ({ page }) => {
    await page.goto("/blog/anything?id=103");
    await expect(page).toHaveURL(/\/blog\/battery-waste-epr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Battery EPR/);
  });

  test("a missing post answers 404 with Post not found.", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post not found." })).toBeVisible();
  });

  test("the legacy /post/{id} route redirects permanently to the post", async ({ page }) => {
    const res = await page.request.get("/post/103", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe("/blog/battery-waste-epr");
    await page.goto("/post/103");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Battery EPR/);
    const missing = await page.request.get("/post/999999", { maxRedirects: 0 });
    expect(missing.headers().location).toBe("/blog");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Featured Posts" })).toBeVisible();
    await page.getByRole("link", { name: /Next/ }).click();
    await expect(page.getByText("Page 2 of 2").first()).toBeVisible();
    await context.close();
  });

  test("has no detectable accessibility violations", async ({ page }) => {
    await page.goto("/blog/four-stream-segregation");
    await expectNoAxeViolations(page);
  });
});
