// The EPR obligation estimator: live results with JavaScript, the GET form's answer without it,
// bad input, accessibility, its place in the site, and an estimate turned into a consultation.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import { sitemapPaths } from "./support/site-routes";
import { currentFy } from "../src/lib/estimator/input";

const PAGE = "/epr-obligation-estimator";
const RESULT = "/epr-obligation-estimator/result";

const form = (page: Page) => page.getByRole("form", { name: "Your figures" });
const obligation = (page: Page) => page.getByTestId("obligation");

test.describe("with JavaScript", () => {
  test("updates the e-waste target as the visitor types and announces it", async ({
    page,
    context,
  }) => {
    await page.goto(PAGE);
    await form(page)
      .getByLabel(/^E-waste/)
      .check();
    await expect(form(page).getByRole("group", { name: "Plastic packaging" })).toBeHidden();
    await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
    await form(page)
      .getByLabel(/Equipment placed on the market/)
      .fill("100");
    await expect(obligation(page)).toHaveText("70 t");
    await expect(page.getByTestId("announcer")).toHaveText(
      "Estimated obligation for 2025-26: 70 t.",
    );
    await form(page)
      .getByLabel(/Equipment placed on the market/)
      .fill("250.5");
    await expect(obligation(page)).toHaveText("175.35 t");
    await expect(page.getByRole("link", { name: "Link to this estimate" })).toHaveAttribute(
      "href",
      `${RESULT}?stream=ewaste&fy=2025-26&q=250.5`,
    );
    // Nothing is stored: no cookie, and the static page never asked the server.
    expect(await context.cookies()).toEqual([]);
  });

  test("says so when the live estimate cannot load, and the form still answers", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(
      form(page).getByRole("button", { name: "Open this estimate's own page" }),
    ).toBeVisible();
    // The checks are fetched when the form is first used: here they cannot be.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await form(page)
      .getByLabel(/^E-waste/)
      .check();
    await form(page)
      .getByLabel(/Equipment placed on the market/)
      .fill("100");
    await expect(page.getByText(/The live estimate could not load/)).toBeVisible();
    await expect(obligation(page)).toHaveCount(0);
    await page.unroute("**/_next/static/chunks/**");
    await form(page).getByRole("button", { name: "Open this estimate's own page" }).click();
    await expect(page).toHaveURL(/\/result\?stream=ewaste&fy=\d{4}-\d{2}&q=100#estimate$/);
    await expect(obligation(page)).toBeVisible();
  });

  test("shows a plastic estimate with its rule, source and review date", async ({ page }) => {
    await page.goto(PAGE);
    await form(page).getByLabel("Plastic packaging", { exact: true }).check();
    await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
    await form(page).getByLabel("Packaging category").selectOption("I");
    await form(page)
      .getByLabel(/Placed on the market in 2023-24/)
      .fill("900");
    await form(page)
      .getByLabel(/Placed on the market in 2024-25/)
      .fill("1,100");
    await expect(obligation(page)).toHaveText("1,000 t");
    const result = page.getByRole("region", { name: "Your estimate for 2025-26" });
    await expect(result.getByText("Minimum to be met by recycling: 600 t")).toBeVisible();
    await expect(result.getByText("May be met otherwise: 400 t")).toBeVisible();
    await expect(result.getByText(/G\.S\.R\. 133\(E\) of 16 February 2022/).first()).toBeVisible();
    await expect(result.getByText(/Last reviewed: 23 November 2026/).first()).toBeVisible();
    await expect(result.getByText("An estimate, not legal advice.")).toBeVisible();
    await expect(page.getByTestId("announcer")).toContainText("At least 600 t by recycling.");
  });

  test("a producer's or importer's deduction shows with its working, and a too-large one is refused", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await form(page).getByLabel("Plastic packaging", { exact: true }).check();
    const supplied = form(page).getByLabel(/^Supplied to registered brand owners/);
    // A brand owner (the default) deducts nothing: the field shows only for the other roles.
    await expect(form(page).getByLabel("Brand owner", { exact: true })).toBeChecked();
    await expect(supplied).toBeHidden();
    await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
    await form(page).getByLabel("Packaging category").selectOption("II");
    await form(page).locator("#est-q1").fill("120");
    await form(page).locator("#est-q2").fill("80");
    await form(page).getByLabel("Producer", { exact: true }).check();
    await expect(supplied).toBeVisible();
    await supplied.fill("30");
    await expect(obligation(page)).toHaveText("70 t");
    const result = page.getByRole("region", { name: "Your estimate for 2025-26" });
    await expect(
      result.getByText(
        "= 100 t; − 30 t supplied in 2024-25 to registered brand owners and other registered entities (producer's deduction) = 70 t;",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Link to this estimate" })).toHaveAttribute(
      "href",
      `${RESULT}?stream=plastic&fy=2025-26&role=producer&category=II&q1=120&q2=80&supplied=30`,
    );

    await form(page).getByLabel("Importer", { exact: true }).check();
    await supplied.fill("100.5");
    await expect(form(page).locator("#est-supplied-error")).toContainText(
      "cannot be more than the quantity it is deducted from (100 t",
    );
    await expect(supplied).toHaveAttribute("aria-invalid", "true");
    await expect(obligation(page)).toHaveCount(0);

    // Back to a brand owner: the deduction is set aside, not used.
    await form(page).getByLabel("Brand owner", { exact: true }).check();
    await expect(supplied).toBeHidden();
    await expect(obligation(page)).toHaveText("100 t");
  });

  test("a shared link opens on the result and keeps the address current", async ({ page }) => {
    await page.goto(`${RESULT}?stream=ewaste&fy=2031-32&q=10`);
    await expect(obligation(page)).toHaveText("8 t");
    await expect(
      page.getByText(/no figure of its own for 2031-32: their last column/),
    ).toBeVisible();
    await form(page)
      .getByLabel(/Equipment placed on the market/)
      .fill("20");
    await expect(obligation(page)).toHaveText("16 t");
    await expect(page).toHaveURL(`${RESULT}?stream=ewaste&fy=2031-32&q=20`);
  });

  test("turns an estimate into a submitted, prefilled consultation", async ({ page, context }) => {
    await context.setExtraHTTPHeaders(freshClient());
    await page.goto(`${RESULT}?stream=plastic&fy=2025-26&category=II&q1=120&q2=80&pre=5.5`);
    await expect(obligation(page)).toHaveText("105.5 t");
    const consult = page.getByRole("region", { name: "Talk to us about meeting it" });
    await expect(consult.getByText(/Your estimate \(105\.5 t, 2025-26\)/)).toBeVisible();
    await expect(consult.getByLabel("EPR type")).toHaveValue("plastic");
    await expect(consult.locator('input[type="hidden"][name="estimate"]')).toHaveValue(
      "stream=plastic&fy=2025-26&category=II&q1=120&q2=80&pre=5.5",
    );
    await consult.getByLabel("Company name").fill("Estimate Foods Pvt Ltd");
    await consult.getByLabel("Email").fill("epr@estimatefoods.example");
    await consult.getByLabel("Phone").fill("98765 43210");
    await consult.getByRole("button", { name: /Get my free consultation/ }).click();
    await expect(consult.getByRole("heading", { name: /consultation request is in/ })).toBeVisible({
      timeout: 20_000,
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form answers on a shareable result URL", async ({ page }) => {
    await page.goto(PAGE);
    // Both streams' fields are there: nothing is hidden without a script to show it again.
    await expect(form(page).getByLabel(/Equipment placed on the market/)).toBeVisible();
    // The form starts on the financial year running in India.
    await expect(form(page).getByLabel("Financial year of the obligation")).toHaveValue(
      currentFy(new Date()),
    );
    await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
    await form(page).getByLabel("Plastic packaging", { exact: true }).check();
    await form(page).getByLabel("Packaging category").selectOption("II");
    await form(page)
      .getByLabel(/in the year before last/)
      .fill("120");
    await form(page)
      .getByLabel(/Placed on the market in the previous year/)
      .fill("80");
    await form(page).getByRole("button", { name: "Estimate my obligation" }).click();
    await expect(page).toHaveURL(
      `${RESULT}?stream=plastic&fy=2025-26&category=II&q1=120&q2=80#estimate`,
    );
    await expect(obligation(page)).toHaveText("100 t");
    // The page opens on the answer, below the form on a phone.
    await expect(page.getByRole("heading", { name: /Your estimate for/ })).toBeInViewport();
    await expect(page.getByText("Minimum to be met by recycling: 40 t")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Talk to us about meeting it" }).getByLabel("EPR type"),
    ).toHaveValue("plastic");
  });

  test("a producer's deduction is sent, shown and checked without a script", async ({ page }) => {
    await page.goto(PAGE);
    await form(page).getByLabel("Financial year of the obligation").selectOption("2025-26");
    await form(page).getByLabel("Plastic packaging", { exact: true }).check();
    await expect(form(page).getByLabel("Brand owner", { exact: true })).toBeChecked();
    await form(page).getByLabel("Importer", { exact: true }).check();
    await form(page).getByLabel("Packaging category").selectOption("I");
    await form(page).locator("#est-q1").fill("900");
    await form(page).locator("#est-q2").fill("1,100");
    await form(page)
      .getByLabel(/^Supplied to registered brand owners/)
      .fill("250");
    await form(page).getByRole("button", { name: "Estimate my obligation" }).click();
    await expect(page).toHaveURL(
      `${RESULT}?stream=plastic&fy=2025-26&role=importer&category=I&q1=900&q2=1%2C100&supplied=250#estimate`,
    );
    await expect(obligation(page)).toHaveText("750 t");
    await expect(page.getByText("Minimum to be met by recycling: 450 t")).toBeVisible();
    await expect(
      page.getByText(
        /− 250 t supplied in 2024-25 to registered brand owners and other registered entities \(importer's deduction\) = 750 t/,
      ),
    ).toBeVisible();

    // More than the quantity it comes off: a message on the field, every value kept, a 200.
    const response = await page.goto(
      `${RESULT}?stream=plastic&fy=2025-26&role=producer&category=I&q1=10&q2=20&supplied=16`,
    );
    expect(response?.status()).toBe(200);
    const errors = page.getByTestId("estimator-errors");
    await expect(errors).toContainText("One thing to fix");
    await expect(errors).toContainText(
      "The quantity supplied to registered entities (16 t) cannot be more than the quantity it is deducted from (15 t",
    );
    await expect(errors.getByRole("link")).toHaveAttribute("href", "#est-supplied");
    await expect(form(page).getByLabel(/^Supplied to registered brand owners/)).toHaveValue("16");
    await expect(form(page).getByLabel("Producer", { exact: true })).toBeChecked();
    await expect(obligation(page)).toHaveCount(0);

    // A brand owner's link carries no role: an unused deduction is dropped from it.
    await page.goto(
      `${RESULT}?stream=plastic&fy=2025-26&role=brand-owner&category=I&q1=10&q2=20&supplied=16`,
    );
    await expect(page).toHaveURL(`${RESULT}?stream=plastic&fy=2025-26&category=I&q1=10&q2=20`);
    await expect(obligation(page)).toHaveText("15 t");
  });

  test("bad input gets clear messages, keeps what was typed, never a 500", async ({ page }) => {
    const response = await page.goto(`${RESULT}?stream=ewaste&fy=2019-20&q=abc`);
    expect(response?.status()).toBe(200);
    const errors = page.getByTestId("estimator-errors");
    await expect(errors).toContainText("2 things to fix");
    await expect(errors).toContainText("from 2023-24 on");
    await expect(errors).toContainText("as a number of tonnes");
    await expect(form(page).getByLabel(/Equipment placed on the market/)).toHaveValue("abc");
    await expect(form(page).getByLabel("Financial year of the obligation")).toHaveValue("2019-20");
    await expect(obligation(page)).toHaveCount(0);

    // Submitted from the form, the page opens on what to fix.
    await page.goto(PAGE);
    await form(page)
      .getByLabel(/^E-waste/)
      .check();
    await form(page)
      .getByLabel(/Equipment placed on the market/)
      .fill("abc");
    await form(page).getByRole("button", { name: "Estimate my obligation" }).click();
    await expect(page).toHaveURL(/#estimate$/);
    await expect(page.getByTestId("estimator-errors")).toBeInViewport();
    // Sent with nothing chosen: the page says what is missing.
    await page.goto(PAGE);
    await form(page).getByRole("button", { name: "Estimate my obligation" }).click();
    await expect(page.getByTestId("estimator-errors")).toContainText(
      "Choose plastic packaging or e-waste.",
    );
    await expect(obligation(page)).toHaveCount(0);

    // Sent without a stream, the quantity typed is kept for the form to show again.
    await page.goto(`${RESULT}?fy=2025-26&q=250`);
    await expect(page.getByTestId("estimator-errors")).toContainText(
      "Choose plastic packaging or e-waste.",
    );
    await expect(form(page).getByLabel(/Equipment placed on the market/)).toHaveValue("250");

    for (const query of [
      "stream=plastic&fy=2025-26&category=IX&q1=-5&q2=1",
      "stream=mercury&fy=2025-26",
      "stream=ewaste&fy=20255-266&q=99999999999",
      "stream=plastic&fy=2025-26&category=I&q1=1e400&q2=%00",
    ]) {
      const answer = await page.goto(`${RESULT}?${query}`);
      expect(answer?.status(), query).toBe(200);
      await expect(page.getByTestId("estimator-errors"), query).toBeVisible();
    }
  });
});

test("the figures' tables keep their titles whole and scroll, with a hint, from the keyboard on a phone", async ({
  page,
  isMobile,
}) => {
  await page.goto(PAGE);
  for (const name of [/Plastic packaging: minimum share/, /E-waste: recycling target/]) {
    const title = page.locator("figcaption").filter({ hasText: name });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const region = page.getByRole("region", { name });
    await expect(region.getByRole("table", { name })).toBeVisible();
    if (!isMobile) continue;
    // Wider than a phone's screen: a shadow at the edge says so (backgrounds that scroll with
    // the table cover it at the end reached), the region takes the focus and the arrow keys
    // scroll it.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toMatch(
      /local.*scroll/,
    );
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  }
});

test.describe("accessibility", () => {
  // axe over a long page is slow on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  for (const [name, path] of [
    ["the empty estimator", PAGE],
    ["a result", `${RESULT}?stream=plastic&fy=2026-27&category=III&q1=10&q2=20&pre=1`],
    ["bad input", `${RESULT}?stream=ewaste&fy=2019-20&q=abc`],
  ] as const) {
    test(`${name} is axe-clean`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test("is linked, listed and described like the site's other pages", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto("/epr-compliance-service");
  await expect(page.getByRole("link", { name: "Estimate your obligation" })).toHaveAttribute(
    "href",
    PAGE,
  );
  await expect(
    page.getByRole("link", { name: "Estimate your plastic or e-waste obligation" }),
  ).toHaveAttribute("href", PAGE);
  await page.goto("/locations/chennai");
  await expect(page.getByRole("link", { name: "Estimate your EPR obligation" })).toHaveAttribute(
    "href",
    PAGE,
  );

  const paths = await sitemapPaths(request);
  expect(paths).toContain(PAGE);
  expect(paths).not.toContain(RESULT);

  await page.goto(PAGE);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((all) => all.map((text) => JSON.parse(text) as unknown).flat());
  const app = jsonLd.find((d) => (d as { "@type"?: string })["@type"] === "WebApplication");
  expect(app).toMatchObject({ name: "EPR obligation estimator", isAccessibleForFree: true });
  expect(JSON.stringify(jsonLd)).not.toMatch(/aggregateRating|"Review"/);
  const breadcrumbs = jsonLd.filter(
    (d) => (d as { "@type"?: string })["@type"] === "BreadcrumbList",
  );
  expect(breadcrumbs).toHaveLength(1);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toContain("/og/epr-obligation-estimator.png");
  const png = await request.get("/og/epr-obligation-estimator.png");
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");

  const html = await (await request.get(PAGE)).text();
  expect(html.length).toBeLessThan(120_000);
});
