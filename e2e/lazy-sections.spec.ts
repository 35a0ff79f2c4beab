import { expect, test, type Page } from "@playwright/test";

// Later sections are laid out as they near the screen on a plain visit, and every way of
// arriving mid-page (an address with a fragment, a reload, a link to an anchor on another page)
// still lands where it should: the heading just below the sticky header (scroll-margin 6rem).
const page = "/epr-compliance-service";
const scrollMargin = 96;
// Without the scroll reveals' slide, which would move a heading by 50px while it settles.
test.use({ reducedMotion: "reduce" });

async function lazy(p: Page) {
  return p.evaluate(() => document.documentElement.hasAttribute("data-lazy-sections"));
}

function contentVisibility(p: Page, selector: string) {
  return p.locator(selector).evaluate((el) => getComputedStyle(el).contentVisibility);
}

/** Where the element's top sits once the page has settled (smooth scrolling and reveals end). */
async function settledTop(p: Page, id: string) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const top = await p.evaluate(
        (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
        id,
      );
      const settled = top === last;
      last = top;
      return settled;
    })
    .toBe(true);
  return last;
}

test("a plain visit lays out the later sections and the footer as they near, then when idle", async ({
  page: p,
}) => {
  // Read as the document is parsed: the idle layout starts only after the load.
  await p.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = (selector: string) =>
        getComputedStyle(document.querySelector(selector)!).contentVisibility;
      Object.assign(window, {
        parsed: {
          lazy: document.documentElement.hasAttribute("data-lazy-sections"),
          first: style("main > section"),
          last: style("main > section.section:last-of-type"),
          footer: style("footer.site-footer"),
        },
      });
    });
  });
  await p.goto(page);
  expect(await p.evaluate(() => (window as unknown as { parsed: unknown }).parsed)).toEqual({
    lazy: true,
    first: "visible",
    last: "auto",
    footer: "auto",
  });
  await expect
    .poll(() =>
      p.evaluate(() =>
        [...document.querySelectorAll("main > section.section, footer.site-footer")].map(
          (el) => getComputedStyle(el).contentVisibility,
        ),
      ),
    )
    .toEqual(expect.not.arrayContaining(["auto"]));
  expect(await lazy(p)).toBe(true);
});

test("an address with a fragment lands on its heading", async ({ page: p }) => {
  await p.goto(`${page}#epr-faq-heading`);
  expect(await lazy(p)).toBe(false);
  expect(await settledTop(p, "epr-faq-heading")).toBe(scrollMargin);
});

test("a reload keeps the reader where they were", async ({ page: p }) => {
  await p.goto(page);
  // Scrolled by hand to just above the FAQ, each section laid out on the way.
  await p.evaluate(async () => {
    const heading = document.getElementById("epr-faq-heading")!;
    for (let i = 0; i < 40 && Math.abs(heading.getBoundingClientRect().top - 200) > 1; i++) {
      const step = Math.max(-600, Math.min(600, heading.getBoundingClientRect().top - 200));
      window.scrollBy({ top: step, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const before = await settledTop(p, "epr-faq-heading");
  expect(Math.abs(before - 200)).toBeLessThanOrEqual(1);
  await p.reload();
  expect(await lazy(p)).toBe(false);
  expect(await settledTop(p, "epr-faq-heading")).toBe(before);
});

test("a link to an anchor on another page lands on it", async ({ page: p }) => {
  await p.goto("/team");
  expect(await lazy(p)).toBe(true);
  // The footer's "Why us" link; on phones its column is folded, so it is followed by script.
  await p.locator('footer a[href="/#why-us"]').evaluate((link: HTMLAnchorElement) => link.click());
  await p.waitForURL(/\/#why-us$/);
  expect(await lazy(p)).toBe(false);
  expect(await settledTop(p, "why-us")).toBe(scrollMargin);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is laid out as usual", async ({ page: p }) => {
    await p.goto(page);
    expect(await lazy(p)).toBe(false);
    expect(await contentVisibility(p, "main > section.section >> nth=-1")).toBe("visible");
  });
});
