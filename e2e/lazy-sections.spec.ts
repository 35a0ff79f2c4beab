import { expect, test, type Page } from "@playwright/test";

// Later sections are laid out as they near the screen on a plain visit, and every way of
// arriving mid-page (an address with a fragment, a reload, a link to an anchor on another page)
// still lands where it should: the heading just below the sticky header (scroll-margin 6rem).
const page = "/epr-compliance-service";
const scrollMargin = 96;
// For a state the page's scripts bring about: on a loaded machine the EPR page can hydrate
// more than expect's default 5 s after its load.
const hydration = { timeout: 20_000 } as const;
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

/**
 * Scrolls, as a reader would, until the FAQ heading is 200px from the top; returns where it settled.
 * Sections above it may still be laid out while the page loads and move it: the reader then
 * scrolls again, until it stays.
 */
async function scrollToFaq(p: Page) {
  let top = Number.NaN;
  await expect(async () => {
    await p.evaluate(async () => {
      const heading = document.getElementById("epr-faq-heading")!;
      for (let i = 0; i < 40 && Math.abs(heading.getBoundingClientRect().top - 200) > 1; i++) {
        const step = Math.max(-600, Math.min(600, heading.getBoundingClientRect().top - 200));
        window.scrollBy({ top: step, behavior: "instant" });
        // One rendered frame per step: sections that came near the screen have rendered.
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    top = await settledTop(p, "epr-faq-heading");
    expect(Math.abs(top - 200)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
  return top;
}

/** Waits for the idle layout to finish, which also shows that the page has hydrated. */
async function laidOut(p: Page) {
  await expect
    .poll(() =>
      p.evaluate(() =>
        [...document.querySelectorAll("main > .section, .site-footer")].every((el) =>
          el.hasAttribute("data-laid-out"),
        ),
      ),
    )
    .toBe(true);
}

/** Follows a link by script (the footer's columns fold on phones) and checks that it stayed in the document. */
async function followInSite(p: Page, href: string) {
  await p.evaluate(() => Object.assign(window, { sameDocument: true }));
  await p.locator(`footer a[href="${href}"]`).evaluate((link: HTMLAnchorElement) => link.click());
  await p.waitForURL((url) => url.pathname + url.hash === href);
  expect(await p.evaluate(() => "sameDocument" in window)).toBe(true);
}

test("a plain visit lays out the sections and the footer as they near, then when idle", async ({
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
  // A reload restores the scroll offset, which names the same place only once the sections
  // above it have their real heights rather than their placeholders'.
  await laidOut(p);
  const before = await scrollToFaq(p);
  await p.reload();
  expect(await lazy(p)).toBe(false);
  expect(await settledTop(p, "epr-faq-heading")).toBe(before);
});

test("a link to an anchor on another page lands on it", async ({ page: p }) => {
  await p.goto("/team");
  expect(await lazy(p)).toBe(true);
  await laidOut(p);
  await followInSite(p, "/#why-us");
  expect(await lazy(p)).toBe(false);
  expect(await settledTop(p, "why-us")).toBe(scrollMargin);
});

test("a page reached inside the site is laid out whole, and going back returns to the same place", async ({
  page: p,
}) => {
  await p.goto(page);
  await laidOut(p);
  const before = await scrollToFaq(p);
  await followInSite(p, "/team");
  expect(await lazy(p)).toBe(false);
  expect(await contentVisibility(p, "main > section.section >> nth=-1")).toBe("visible");
  await p.goBack();
  await p.waitForURL((url) => url.pathname === page);
  expect(await settledTop(p, "epr-faq-heading")).toBe(before);
});

test("a fragment set while sections are still lazy lays every section out first", async ({
  page: p,
}) => {
  // No idle time, so the sections stay lazy until something else lays them out.
  await p.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
  await p.goto(page);
  const last = "main > section.section >> nth=-1";
  expect(await contentVisibility(p, last)).toBe("auto");
  await p.evaluate(() => (location.hash = "epr-faq-heading"));
  expect(await contentVisibility(p, last)).toBe("visible");
  expect(await settledTop(p, "epr-faq-heading")).toBe(scrollMargin);
  // The fragment's move through history ended lazy sections (once the page's scripts have run,
  // which may be after the move); before that, the stylesheet alone keeps them off while the
  // document has a target.
  await expect.poll(() => lazy(p), hydration).toBe(false);
  await p.evaluate(() => document.documentElement.setAttribute("data-lazy-sections", ""));
  expect(await contentVisibility(p, last)).toBe("visible");
});

test("a fragment set before the page's scripts run ends lazy sections once they do", async ({
  page: p,
}) => {
  // Set the moment the parser's inline script has made the sections lazy, long before the page
  // hydrates: its move through history comes before any listener of the page's.
  await p.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-lazy-sections")) return;
      observer.disconnect();
      location.hash = "epr-faq-heading";
    }).observe(document, { attributes: true, subtree: true });
  });
  await p.goto(page);
  await expect.poll(() => lazy(p), hydration).toBe(false);
  expect(await contentVisibility(p, "main > section.section >> nth=-1")).toBe("visible");
  expect(await settledTop(p, "epr-faq-heading")).toBe(scrollMargin);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is laid out as usual", async ({ page: p }) => {
    await p.goto(page);
    expect(await lazy(p)).toBe(false);
    expect(await contentVisibility(p, "main > section.section >> nth=-1")).toBe("visible");
  });
});
