import { expect, test } from "@playwright/test";

// A section that fades in on scroll shows once a fifth of a screen of it is visible, however
// tall it is: on a phone the EPR page's resources run to several screens, and the section must
// not leave the screen blank while it fills it.
// Only a phone makes the section several screens tall.
test(
  "a section several screens tall shows once a fifth of a screen of it is visible",
  { tag: "@mobile-only" },
  async ({ page }) => {
    await page.goto("/epr-compliance-service");
    const section = page.locator('section[aria-labelledby="epr-resources-heading"] [data-reveal]');
    await expect(section).toHaveAttribute("data-reveal", "waiting");
    const { height, viewport } = await section.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      viewport: window.innerHeight,
    }));
    // A third of a screen of it in view is under a fifth of a section over 1.7 screens tall.
    expect(height).toBeGreaterThan((viewport * 5) / 3);
    await section.evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight * (2 / 3), behavior: "instant" });
    });
    await expect(section).toHaveAttribute("data-reveal", "shown");
  },
);
