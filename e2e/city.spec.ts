import { expect, test, type Page } from "@playwright/test";
import { freshClient } from "./support/client-address";

async function openWithKeyboard(page: Page) {
  const trigger = page.getByRole("button", { name: "Get Free Consultation" }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Free EPR consultation" });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

test.describe("city EPR page", () => {
  test("shows the city's hero, tabs and sidebar, with Overview selected", async ({ page }) => {
    await page.goto("/locations/chennai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "EPR Compliance for Chennai's Manufacturers and Brands",
    );
    await expect(page).toHaveTitle(/EPR Compliance in Chennai/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/locations\/chennai$/,
    );
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Services", "Locations", "FAQ"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Locations" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Guindy Industrial Estate");
    await expect(
      page
        .getByRole("complementary", { name: /Contact options/ })
        .getByRole("link", { name: /^Call / }),
    ).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+/,
    );
  });

  test("the consultation modal works from the keyboard alone", async ({ page }) => {
    // The header's focus check runs again 0.6 s after each focus (MainNav): on the page's clock,
    // so the test can move past it without waiting.
    await page.clock.install();
    await page.goto("/locations/mumbai");
    const { trigger, dialog } = await openWithKeyboard(page);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
    expect(await inside()).toBe(true);
    for (const label of ["Company name", "Email", "Phone", "EPR type"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("EPR type", { exact: true }).locator("option")).toContainText([
      "Plastic",
      "E-Waste",
      "Battery",
    ]);
    // Tab and Shift+Tab never leave the dialog, and nothing scrolls the page behind it (the
    // header's focus check, MainNav, leaves a control inside a dialog alone). Counted as calls,
    // as the page's own lazy sections may still move its scroll position by anchoring.
    await page.evaluate(() => {
      const counted = window as Window & { pageScrolls?: number };
      counted.pageScrolls = 0;
      const scrollBy = window.scrollBy.bind(window) as (options?: ScrollToOptions) => void;
      window.scrollBy = ((options?: ScrollToOptions) => {
        counted.pageScrolls! += 1;
        scrollBy(options);
      }) as typeof window.scrollBy;
    });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await inside(), `focus after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside()).toBe(true);
    }
    await page.clock.runFor(700); // past the focus check that follows a reveal (MainNav)
    expect(
      await page.evaluate(() => (window as Window & { pageScrolls?: number }).pageScrolls),
    ).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the modal closes with its close button and on the overlay", async ({ page }) => {
    await page.goto("/locations/kochi");
    const { trigger, dialog } = await openWithKeyboard(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    // Clicking inside the panel keeps it open; clicking the dimmed overlay closes it.
    await dialog.getByRole("heading", { name: "Free EPR consultation" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("an unknown city redirects temporarily to the list of cities", async ({ request, page }) => {
    const response = await request.get("/locations/atlantis", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toMatch(/\/locations$/);
    await page.goto("/locations/atlantis");
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("link", { name: /Mumbai/ }).first()).toBeVisible();
  });

  test("Mumbai says it has no office rather than inventing one", async ({ page }) => {
    await page.goto("/locations/mumbai");
    await page.getByRole("tab", { name: "Locations" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("We have no office in Mumbai");
  });

  test("/locations lists every city page", async ({ page }) => {
    await page.goto("/locations");
    const links = page.getByRole("main").getByRole("link", { name: /EPR in / });
    await expect(links).toHaveCount(8);
    await links.filter({ hasText: "Vijayawada" }).click();
    await expect(page).toHaveURL(/\/locations\/vijayawada$/);
  });
});

test.describe("city EPR page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows every panel, and the consultation form in place of its modal", async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders(freshClient());
    await page.goto("/locations/hyderabad");
    for (const heading of [/overview/, /Our EPR services/, /Serving Hyderabad/, /EPR questions/]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const form = page.locator("#hero-consultation-dialog");
    await expect(form).toBeHidden();
    await page.getByRole("link", { name: "Get Free Consultation" }).first().click();
    await expect(page).toHaveURL(/#hero-consultation-dialog$/);
    await expect(form.getByRole("heading", { name: "Free EPR consultation" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Close" })).toBeHidden();

    const submit = form.getByRole("button", { name: /Get my free consultation/ });
    await submit.click();
    await page.waitForLoadState("load");
    // Autofocus does not reach into a dialog; the address's target brings the answer into view.
    await expect(form.getByText("Enter your company name.")).toBeInViewport();
    await form.getByLabel("Company name").fill("Sample Foods Pvt Ltd");
    await form.getByLabel("Email").fill("epr@samplefoods.example");
    await form.getByLabel("Phone").fill("+91 40 4567 8900");
    await form.getByLabel("EPR type").selectOption({ label: "Battery" });
    await submit.click();
    await page.waitForLoadState("load");
    const thanks = form.getByRole("heading", { name: /consultation request is in/ });
    await expect(thanks).toBeInViewport();
    await expect(page.locator("#sidebar-consultation-dialog")).toBeHidden();
  });
});

test("a city without crews claims no pickup support", async ({ page }) => {
  await page.goto("/locations/mumbai");
  const badges = page.locator("section", { has: page.locator("#trust-badges") });
  await expect(badges).not.toContainText("pickup support");
  await expect(badges).toContainText("Sample");
  await expect(page.getByText(/no office or pickup crews in Mumbai/)).toBeAttached();
});
