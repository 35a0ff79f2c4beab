import { expect, test } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "../src/content/legal";

test.describe("legal pages", () => {
  test("the privacy policy covers the DPDP essentials", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText(/Last updated:/)).toBeVisible();
    await expect(page.getByText(`version ${PRIVACY_NOTICE_VERSION}`).first()).toBeVisible();
    for (const heading of [
      "What personal data we collect",
      "Why we use it",
      "How long we keep it",
      "Your rights",
      "How to complain",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/24 months after our last contact/)).toBeVisible();
    await expect(page.getByText(/Nominate:/)).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Data Protection Board of India" }).first(),
    ).toHaveAttribute("href", /^https:\/\/www\.meity\.gov\.in\/data-protection-framework$/);
    await expect(page.getByRole("heading", { level: 2, name: /Grievance officer/ })).toBeVisible();
    await expect(page.getByText(/within one month/).first()).toBeVisible();
    await expect(page.getByText(/WhatsApp \(WhatsApp LLC, Meta\)/)).toBeVisible();
    await expect(page.getByText(/13 May 2027/).first()).toBeVisible();
    await expect(page.getByText(/the version of this notice/).first()).toBeVisible();
    await page.getByRole("link", { name: "தனியுரிமைக் கொள்கை (தமிழில் படிக்க)" }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/ta$/);
  });

  test("the privacy policy and the short notice are readable in Tamil", async ({ page }) => {
    await page.goto("/privacy-policy/ta");
    const doc = page.locator('[lang="ta"]').first();
    await expect(doc.getByRole("heading", { level: 1 })).toHaveText("தனியுரிமைக் கொள்கை");
    await expect(doc.getByRole("heading", { level: 2, name: /குறைதீர்ப்பு அலுவலர்/ })).toBeVisible();
    await expect(page.locator("#short-notice")).toContainText("சேமிக்கிறோம்");
    await expect(page.getByRole("link", { name: "Read this policy in English" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page.getByRole("link", { name: /^privacy@/ }).first()).toHaveAttribute(
      "href",
      /^mailto:privacy@/,
    );
  });

  test("the terms page has its date and links back to the privacy policy", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
    await expect(page.getByText(/Last updated:/)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("the footer links reach both pages", async ({ page }) => {
    await page.goto("/terms");
    const footer = page.getByRole("contentinfo");
    // On phones the footer's sections start collapsed.
    const toggle = footer.getByRole("button", { name: "More Links" });
    if (await toggle.isVisible()) await toggle.click();
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
