import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

// The public compliance calendar: its filings and filters with and without JavaScript, axe at
// both widths (the mobile and desktop projects), and the feeds it links to.

test.describe("compliance calendar", () => {
  test("shows the 2025-26 and 2026-27 returns of every regime with dates and sources", async ({
    page,
  }) => {
    await page.goto("/compliance-calendar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("EPR compliance calendar");
    for (const regime of ["Plastic packaging", "E-waste", "Batteries"])
      await expect(page.getByRole("heading", { level: 2, name: regime })).toBeVisible();
    const plastic = page.locator("#plastic-annual-2025-26");
    await expect(plastic).toContainText("30 June 2026");
    await expect(plastic).toContainText("No extension found.");
    await expect(plastic).toContainText("Passed");
    await expect(page.locator("#battery-annual-2026-27")).toContainText("30 June 2027");
    await expect(page.locator("#ewaste-q3-2026-27")).toContainText("31 January 2027");
    // The previous years are one link away, with their extensions and sources.
    await expect(page.locator("#plastic-annual-2022-23")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("filters by regime and year through links, with JavaScript", async ({ page }) => {
    await page.goto("/compliance-calendar");
    const filters = page.getByRole("navigation", { name: "Filter the calendar" });
    await filters.getByRole("link", { name: "Batteries" }).click();
    await expect(page).toHaveURL(/\/compliance-calendar\?regime=battery$/);
    await expect(page.getByRole("heading", { level: 2, name: "Plastic packaging" })).toHaveCount(0);
    await expect(filters.getByRole("link", { name: "Batteries" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filters.getByRole("link", { name: /Every year since/ }).click();
    await expect(page).toHaveURL(/regime=battery&years=all$/);
    const extended = page.locator("#battery-annual-2023-24");
    await expect(extended).toContainText("31 March 2025");
    await expect(extended).toContainText("F. No. 03/1/2024-HSMD");
    await expect(extended).toContainText("secondary copy");
    await expectNoAxeViolations(page);
  });

  test("links to feeds that answer as iCalendar and Atom", async ({ request }) => {
    const ics = await request.get("/compliance-calendar/plastic.ics");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain("UID:plastic-annual-2025-26@");
    expect(body).not.toContain("UID:battery-");
    const all = await request.get("/compliance-calendar.ics");
    expect(await all.text()).toContain("UID:battery-annual-2025-26@");
    const atom = await request.get("/compliance-calendar/changes.atom");
    expect(atom.headers()["content-type"]).toContain("application/atom+xml");
    expect(await atom.text()).toContain("807(E)");
  });

  test("is linked from the footer, the FAQ and the EPR page", async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByRole("main").getByRole("link", { name: "compliance calendar" }),
    ).toHaveAttribute("href", "/compliance-calendar");
    // At 375 px the footer's columns are folded: the link is in them, shown once opened.
    await expect(page.locator('footer a[href="/compliance-calendar"]')).toHaveText(
      "Compliance Calendar",
    );
    await page.goto("/epr-compliance-service");
    // Under the "filing calendar" card of the why-us carousel.
    await expect(
      page.getByRole("link", { name: "compliance calendar", exact: true }),
    ).toHaveAttribute("href", "/compliance-calendar");
  });
});

test.describe("compliance calendar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters by plain links and shows every filing in the HTML", async ({ page }) => {
    await page.goto("/compliance-calendar");
    await page.getByRole("link", { name: "E-waste", exact: true }).click();
    await expect(page).toHaveURL(/regime=ewaste$/);
    await expect(page.getByRole("heading", { level: 2, name: "E-waste" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Batteries" })).toHaveCount(0);
    await expect(page.locator("#ewaste-annual-2025-26")).toContainText("30 April 2026");
    await page.getByRole("link", { name: /Every year since/ }).click();
    await expect(page.locator("#ewaste-annual-2024-25")).toContainText(
      "Not read: see the extension below",
    );
    await expect(page.locator("#ewaste-annual-2023-24")).toContainText("31 August 2024");
  });

  test("ignores a filter it does not know", async ({ page }) => {
    const response = await page.goto("/compliance-calendar?regime=paper&years=1999");
    expect(response?.status()).toBe(200);
    for (const regime of ["Plastic packaging", "E-waste", "Batteries"])
      await expect(page.getByRole("heading", { level: 2, name: regime })).toBeVisible();
  });
});
