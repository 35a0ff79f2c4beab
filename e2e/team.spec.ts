import { expect, test } from "@playwright/test";

test.describe("team page", () => {
  test("shows twelve members with image, name and designation", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const members = page.getByTestId("team-grid").getByRole("listitem");
    await expect(members).toHaveCount(12);
    for (const member of await members.all()) {
      await expect(member.getByRole("img")).toHaveAttribute("alt", /Illustrated portrait of/);
      await expect(member.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(member.locator("p")).not.toBeEmpty();
    }
  });

  // One run covers all three widths, set explicitly; the phone project emulates touch, not layout.
  test(
    "lays members out three or two to a row by width",
    { tag: "@any-viewport" },
    async ({ page }) => {
      test.slow();
      const perRow = async () =>
        page.getByTestId("team-grid").evaluate((grid) => {
          const tops = [...grid.children].map((c) => Math.round(c.getBoundingClientRect().top));
          return tops.filter((t) => t === tops[0]).length;
        });
      for (const [width, expected] of [
        [1280, 3],
        [768, 2],
        [375, 2],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/team");
        expect(await perRow(), `members per row at ${width}px`).toBe(expected);
      }
    },
  );

  test("has a work-culture carousel with a pause button", async ({ page }) => {
    await page.goto("/team");
    const carousel = page.getByRole("region", { name: "Work culture" });
    await expect(carousel.getByRole("group")).toHaveCount(6);
    await expect(carousel.getByRole("button", { name: /pause/i })).toBeVisible();
  });

  test("the interview call to action opens a pre-addressed e-mail", async ({ page }) => {
    await page.goto("/team");
    const apply = page.getByRole("link", { name: "Apply for an interview" });
    await expect(apply).toHaveAttribute(
      "href",
      /^mailto:careers@[^?]+\?subject=Interview%20request/,
    );
    await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
  });
});
