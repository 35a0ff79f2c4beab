import { expect, test, type Page } from "@playwright/test";
import { homeCounters } from "../src/content/counters";
import { wasteTypes } from "../src/content/services/pickup";
import { pauseClock } from "./support/clock";
import { hydrated } from "./support/hydration";

// The industrial and residential pickup pages: section order, Get started, the waste
// showcase and its pause control, counters without scripts, rules with their review date.

const pages = [
  {
    path: "/industrial-waste-pickup-service",
    service: "industrial-pickup",
    faq: "industrialwaste",
    order: [
      "banner-title",
      "explore-title",
      "showcase-title",
      "counters-title",
      "get-started-title",
      "features-title",
      "how-it-works",
      "rules-title",
      "faq-title",
      "contact-heading",
    ],
  },
  {
    path: "/residential-waste-pickup-service",
    service: "residential-pickup",
    faq: "residentialwaste",
    order: [
      "banner-title",
      "explore-title",
      "showcase-title",
      "counters-title",
      "get-started-title",
      "how-it-works",
      "rules-title",
      "faq-title",
      "contact-heading",
    ],
  },
] as const;

async function showcaseIndex(page: Page): Promise<string | null> {
  return page.locator("[data-showcase]").getAttribute("data-active-index");
}

for (const spec of pages) {
  test.describe(spec.path, () => {
    test("shows its sections in order under one h1", async ({ page }) => {
      await page.goto(spec.path);
      const order = await page.evaluate(
        (ids) => {
          const all = Array.from(document.querySelectorAll("[id]"));
          return ids.map((id) => all.findIndex((el) => el.id === id));
        },
        spec.order as readonly string[],
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator(`[data-faqs="${spec.faq}"] details`).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    });

    test("states the service terms and the current rules with their source", async ({ page }) => {
      await page.goto(spec.path);
      const main = page.locator("main");
      await expect(main).toContainText("within one or two days");
      await expect(main).toContainText("e-mail confirming");
      await expect(main).toContainText("waste type, volume, pickup frequency and location");
      await expect(main).toContainText("in real time");
      await expect(main).toContainText("Solid Waste Management Rules 2026");
      for (const stream of ["Wet", "Dry", "Sanitary", "Special care"]) {
        await expect(page.locator("#rules-title").locator("xpath=ancestor::section")).toContainText(
          stream,
        );
      }
      await expect(main).toContainText("100 kg of waste a day");
      await expect(main).toContainText(/Last reviewed: \d{1,2} [A-Z][a-z]+ \d{4}/);
      await expect(
        page.getByRole("link", { name: /Solid Waste Management Rules, 2026/ }).first(),
      ).toHaveAttribute("href", /egazette\.gov\.in\/WriteReadData\/2026\/269620\.pdf$/);
    });

    test("Get started leads to the page's form, which asks what a pickup quote needs", async ({
      page,
    }) => {
      await page.goto(spec.path);
      await page
        .locator("#explore-title")
        .locator("xpath=ancestor::section")
        .getByRole("link", { name: "Get started" })
        .click();
      await expect(page).toHaveURL(/#contact$/);
      const form = page.locator("#contact form");
      await expect(form.getByLabel("What is it about?")).toHaveValue(spec.service);
      await expect(form.getByRole("group", { name: "For a pickup quote" })).toBeVisible();
      await expect(form.getByLabel("Address or area")).toBeVisible();
      await expect(form.getByLabel("How often")).toBeVisible();
    });

    test("carries Service JSON-LD with the areas served", async ({ page }) => {
      await page.goto(spec.path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
      const service = blocks.find((b) => b["@type"] === "Service");
      expect(service?.areaServed?.length).toBeGreaterThan(0);
      expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${spec.path}$`),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`/og${spec.path}\\.png$`),
      );
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /pickup/);
    });

    test("phones get no sideways scroll", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(spec.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test("only the industrial page shows the feature panel and onboarding needs", async ({ page }) => {
  await page.goto("/industrial-waste-pickup-service");
  const features = page.locator("#features-title").locator("xpath=ancestor::section");
  for (const name of [
    "100% digital",
    "Full traceability",
    "Reach us anytime",
    "Reports at your fingertips",
  ]) {
    await expect(features).toContainText(name);
  }
  for (const need of [
    "Business address",
    "Industry type",
    "Contact information",
    "Waste volume and type",
    "Payment information",
  ]) {
    await expect(page.locator("#how-it-works")).toContainText(need);
  }
  await expect(page.locator("main")).toContainText("registered producer, refurbisher or recycler");
  await page.goto("/residential-waste-pickup-service");
  await expect(page.locator("#features-title")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("Payment information");
});

test("waste showcase rotates through six types and its controls hold it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/industrial-waste-pickup-service");
  const showcase = page.locator("[data-showcase]");
  const buttons = showcase.locator("ol button");
  await expect(buttons).toHaveCount(6);
  for (const [i, type] of wasteTypes.entries()) {
    await expect(buttons.nth(i)).toContainText(type.name);
  }
  await showcase.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await hydrated(showcase);
  // From here time moves only when the test moves it: the highlight is on the type the showcase
  // names as current, and one period (3 s) later on the next one.
  await pauseClock(page);
  // Stopping the clock may have fired a due step: the label follows it once the next picture has
  // loaded, so wait for every picture the showcase asked for before reading where it stands.
  await expect
    .poll(() =>
      showcase.evaluate((element) =>
        Array.from(element.querySelectorAll("img")).every(
          (image) => image.loading !== "eager" || image.complete,
        ),
      ),
    )
    .toBe(true);
  const start = Number(await showcaseIndex(page));
  const next = (start + 1) % wasteTypes.length;
  await expect(buttons.nth(start)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(3_000);
  await expect(buttons.nth(next)).toHaveAttribute("aria-current", "true");
  expect(await showcaseIndex(page)).toBe(String(next));
  await expect(buttons.nth(start)).not.toHaveAttribute("aria-current", "true");

  await page.getByRole("button", { name: "Pause waste type showcase" }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByRole("button", { name: "Play waste type showcase" })).toBeVisible();
  const held = await showcaseIndex(page);
  await page.clock.runFor(3_500);
  expect(await showcaseIndex(page)).toBe(held);

  // Choosing a type shows it and keeps it there.
  await buttons.nth(4).click();
  await expect(buttons.nth(4)).toHaveAttribute("aria-current", "true");
  await expect(showcase.getByRole("img", { name: wasteTypes[4].image.alt })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play waste type showcase" })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the waste showcase stands still and hides its pause button", async ({ page }) => {
    await page.clock.install();
    await page.goto("/residential-waste-pickup-service");
    await page.locator("[data-showcase]").scrollIntoViewIfNeeded();
    await page.clock.runFor(3_500);
    expect(await showcaseIndex(page)).toBe("0");
    await expect(page.getByRole("button", { name: "Pause waste type showcase" })).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("counters and every waste type are in the HTML", async ({ page }) => {
    await page.goto("/residential-waste-pickup-service");
    const formatter = new Intl.NumberFormat("en-IN");
    const counters = page.locator("[data-counter]");
    for (const [i, counter] of homeCounters.entries()) {
      await expect(counters.nth(i)).toContainText(formatter.format(counter.to));
    }
    for (const type of wasteTypes) {
      await expect(page.locator("[data-showcase]")).toContainText(type.text);
    }
  });
});
