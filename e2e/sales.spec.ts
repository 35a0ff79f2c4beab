// What sales sees of what the visitor told us: the estimate a consultation came with (lead page,
// inbox, CSV), the service of an enquiry sent from a service page, and owners with follow-up days
// ("Mine", and "Overdue" once the day has passed: the server decides that by its own date, so
// the test moves the follow-up day rather than a clock).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshClient } from "./support/client-address";
import { addStaffAccount, expectNoSideScroll, signIn } from "./support/staff";

const RESULT = "/epr-obligation-estimator/result";
const QUERY =
  "stream=plastic&fy=2025-26&role=producer&category=II&q1=120&q2=80&pre=5.5&supplied=30.5";

async function csvOf(page: Page, query: string): Promise<string> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const answer = await page.request.get(`/staff/export?${query}`, { headers: { cookie } });
  expect(answer.status()).toBe(200);
  return (await answer.body()).subarray(3).toString("utf8");
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("1 lead matches.")).toBeVisible();
}

test.describe("what sales sees", () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(freshClient());
  });

  test("a consultation's estimate on the lead page, in the inbox and in the CSV", async ({
    page,
  }) => {
    const company = `Estimate Foods ${randomUUID().slice(0, 8)}`;
    await page.goto(`${RESULT}?${QUERY}`);
    const consult = page.getByRole("region", { name: "Talk to us about meeting it" });
    await consult.getByLabel("Company name").fill(company);
    await consult.getByLabel("Email").fill("epr@estimatefoods.example");
    await consult.getByLabel("Phone").fill("0422 456 7000");
    await consult.getByRole("button", { name: /Get my free consultation/ }).click();
    await expect(consult.getByRole("heading", { name: /consultation request is in/ })).toBeVisible({
      timeout: 20_000,
    });

    await signIn(page, await addStaffAccount());
    await search(page, company);
    const row = page.getByRole("listitem").filter({ hasText: company });
    await expect(row).toContainText("Estimate: EPR obligation for 2025-26, Category II: 75 t");
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: company }).click();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Sent with an estimate")).toBeVisible();
    for (const text of ["Producer", "2025-26", "120 t", "80 t", "30.5 t", /^Category II/]) {
      await expect(details.getByText(text).first()).toBeVisible();
    }
    await expect(details.getByText(/^EPR obligation for 2025-26, Category II: 75 t/)).toBeVisible();
    await expect(
      details.getByRole("link", { name: "Open the estimate as the visitor saw it" }),
    ).toHaveAttribute("href", `${RESULT}?${QUERY}`);
    // The landline grouped as a mobile is, and both ways to reach them are links.
    await expect(details.getByRole("link", { name: "+91 422 456 7000" })).toHaveAttribute(
      "href",
      "tel:+914224567000",
    );
    await expect(details.getByRole("link", { name: "epr@estimatefoods.example" })).toHaveAttribute(
      "href",
      "mailto:epr@estimatefoods.example",
    );
    await expect(details.getByText("EPR compliance")).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    const csv = await csvOf(page, `q=${encodeURIComponent(company)}`);
    const [header, line] = csv.split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((name, i) => [name, i]));
    expect(line).toContain("EPR obligation for 2025-26, Category II: 75 t");
    expect(line).toContain(`${RESULT}?${QUERY}`);
    // A phone is a phone in the text: no apostrophe in front of it.
    expect(line!.split(",")[cells.phone!]).toBe("+914224567000");
    // India time, as the inbox shows it.
    expect(line!.split(",")[cells.received_ist!]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test("an enquiry from a pickup page's Get started carries its service and quote details", async ({
    page,
  }) => {
    const name = `Ravi ${randomUUID().slice(0, 8)}`;
    await page.goto("/industrial-waste-pickup-service");
    await page.getByRole("link", { name: "Get started" }).first().click();
    const form = page.locator("#contact form");
    await expect(form.getByLabel("What is it about?")).toHaveValue("industrial-pickup");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone").fill("98450 12345");
    await form.getByLabel("Email").fill("ravi@factory.example");
    await form.getByLabel("Address or area").fill("SIDCO, Kurichi, Coimbatore");
    await form.getByLabel("Waste to collect").fill("Metal scrap and cartons");
    await form.getByLabel("About how much").fill("2 t");
    await form.getByLabel("How often").selectOption("weekly");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: /Thank you, Ravi/ })).toBeVisible({
      timeout: 15_000,
    });

    await signIn(page, await addStaffAccount());
    await page.goto(`/staff?service=industrial-pickup&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("1 lead matches.")).toBeVisible();
    await page.getByRole("link", { name }).click();
    const details = page.getByRole("region", { name: "Details" });
    for (const text of [
      "Industrial waste pickup",
      "SIDCO, Kurichi, Coimbatore",
      "Metal scrap and cartons",
      "Weekly",
    ]) {
      await expect(details.getByText(text)).toBeVisible();
    }
  });

  test("an owner and a follow-up day: under Mine, and under Overdue once the day has passed", async ({
    page,
  }) => {
    const name = `Lakshmi ${randomUUID().slice(0, 8)}`;
    await page.goto("/contact-us");
    const form = page.locator("#contact");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone").fill("98450 54321");
    await form.getByLabel("Email").fill("lakshmi@example.com");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("heading", { name: /Thank you, Lakshmi/ })).toBeVisible({
      timeout: 15_000,
    });

    const staffEmail = await addStaffAccount();
    await signIn(page, staffEmail);
    await search(page, name);
    await page.getByRole("link", { name }).click();
    const me = page.getByLabel("Owner").locator("option", { hasText: staffEmail });
    await page.getByLabel("Owner").selectOption((await me.getAttribute("value"))!);
    await page.getByLabel("Follow up on").fill("2030-01-15");
    await page.getByRole("button", { name: "Save owner and follow-up" }).click();
    await expect(page.getByRole("status")).toHaveText("Owner and follow-up day saved.");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page.getByRole("link", { name: "Mine" }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
    await page.goto("/staff?view=overdue");
    await expect(page.getByRole("link", { name })).toHaveCount(0);

    await page.goto(`/staff?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Follow up on 15 Jan 2030");
    await row.getByRole("link", { name }).click();
    await page.getByLabel("Follow up on").fill("2020-01-15");
    await page.getByRole("button", { name: "Save owner and follow-up" }).click();
    await expect(page.getByRole("status")).toHaveText("Owner and follow-up day saved.");
    await page.goto("/staff?view=overdue");
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test("the estimator warns of a figure far above a producer's", async ({ page }) => {
    await page.goto(`${RESULT}?stream=plastic&fy=2025-26&category=I&q1=120000&q2=80`);
    await expect(
      page.getByText(/1,20,000 t is far more than most producers place on the market in a year/),
    ).toBeVisible();
  });
});
