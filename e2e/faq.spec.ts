import { faqs } from "../src/content/faqs";
import { expect, test } from "./support/test";

const servicesCount = faqs.filter((f) => f.category === "Services").length;

const NO_MATCH =
  "No FAQs found matching your search. Try a different term or browse all categories.";

test.describe("FAQ page", () => {
  // The search box is typed into: React must have taken the page over first, or the title it
  // sets is put back to the server's text when it does, on a loaded machine.
  test.use({ hydration: true });

  test("has the breadcrumb, nine questions and every answer in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/faq")).text();
    expect(html).toContain("CPCB portal");
    expect(html).toContain("Last reviewed:");
    expect(html).toContain("four streams at source");
    await page.goto("/faq");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("FAQ")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("faq-item")).toHaveCount(9);
  });

  test("filters as you type and keeps the search in the URL", async ({ page }) => {
    await page.goto("/faq");
    const search = page.getByRole("searchbox", { name: "Search the FAQs" });
    await search.fill("TRACK");
    await expect(page.getByTestId("faq-item")).toHaveCount(1);
    await expect(page.getByText("Can we track our pickups?")).toBeVisible();
    await expect(page).toHaveURL(/\/faq\/search\?q=TRACK$/);
    // The title the address has when loaded, and back once the box is empty.
    await expect(page).toHaveTitle(/^Search the FAQs \| /);
    await search.fill("");
    await expect(page).toHaveTitle(/^Frequently Asked Questions \| /);
    await search.fill("TRACK");
    // Search does not reload; it takes the reader to the results summary.
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("1 of 9 questions match")).toBeFocused();
    await search.fill("zebra crossing");
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await expect(page.getByTestId("faq-item")).toHaveCount(0);
  });

  test("a category button shows that category's questions; All shows every one", async ({
    page,
  }) => {
    await page.goto("/faq");
    const categories = page.getByRole("navigation", { name: "FAQ categories" });
    await categories.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/faq\/search\?category=services$/);
    // Only the Services questions, though General and Commercial answers mention services.
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(servicesCount);
    for (const category of await items
      .locator("summary > span > span:first-child")
      .allTextContents())
      expect(category.toLowerCase()).toBe("services");
    await expect(page.getByRole("searchbox", { name: "Search the FAQs" })).toHaveValue("");
    await expect(categories.getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await categories.getByRole("link", { name: "All" }).click();
    await expect(items).toHaveCount(9);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("search finds an ordinary word form: the suggested 'pricing' finds the price answer", async ({
    page,
  }) => {
    await page.goto("/faq");
    const search = page.getByRole("searchbox", { name: "Search the FAQs" });
    await expect(search).toHaveAttribute("placeholder", /pricing/);
    await search.fill("pricing");
    await expect(page.getByText("How much do your services cost?")).toBeVisible();
  });

  test("keeps one answer open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByTestId("faq-item").nth(0);
    const second = page.getByTestId("faq-item").nth(1);
    const firstAnswer = first.getByText(/We run three services/);
    await expect(firstAnswer).toBeHidden();
    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();
    await second.locator("summary").click();
    await expect(second.getByText(/Extended producer responsibility makes/)).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await second.locator("summary").click();
    await expect(second.getByText(/Extended producer responsibility makes/)).toBeHidden();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("has a still-have-questions block with contact and call links", async ({ page }) => {
    await page.goto("/faq");
    const block = page.getByRole("region", { name: "Still have questions?" });
    await expect(block.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(block.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      "tel:18004257070",
    );
  });
});

test.describe("FAQ page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server filters from ?q= and the search form submits to it", async ({ page }) => {
    await page.goto("/faq?q=sustainability");
    await expect(page.getByTestId("faq-item")).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search the FAQs" }).fill("pricing zzz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/faq\/search\?q=pricing\+zzz$/);
    await expect(page).toHaveTitle(/^Search the FAQs \| /);
    await expect(page.getByText(NO_MATCH)).toBeVisible();
  });

  test("category links filter and All shows everything", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("link", { name: "Commercial" }).click();
    await expect(page).toHaveURL(/\?category=commercial$/);
    await expect(page.getByTestId("faq-item")).toHaveCount(2);
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page.getByTestId("faq-item")).toHaveCount(9);
  });

  test("answers open without scripts", async ({ page }) => {
    await page.goto("/faq");
    await page.getByText("Which cities do you serve?").click();
    await expect(page.getByText(/regional offices in Chennai, Puducherry/)).toBeVisible();
  });
});
