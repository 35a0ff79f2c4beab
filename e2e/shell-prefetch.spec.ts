import { expect, test, type Page, type Request } from "@playwright/test";
import { BRAND_NAME } from "../src/content/site";

// Links prefetch a page once the visitor shows intent (pointer, touch or keyboard focus), not
// as soon as they are on screen: a visit's first seconds go to the page being read.

/** A request of the client router: a prefetch or a navigation. */
const isRouterRequest = (request: Request) =>
  request.headers()["rsc"] !== undefined || request.url().includes("_rsc=");

const isPrefetchOf = (path: string) => (request: Request) =>
  request.headers()["next-router-prefetch"] !== undefined &&
  new URL(request.url()).pathname === path;

/** Records the router's requests from now on. */
function recordRouterRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (isRouterRequest(request)) seen.push(request);
  });
  return seen;
}

const homeLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: `${BRAND_NAME} home` });

// The page's timers run on Playwright's clock, so a test can move past them without waiting.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function loadAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // Past every timer and idle callback of the page's first seconds (the lazy sections are laid
  // out one per idle callback), in which viewport prefetching would have started.
  await page.clock.runFor(3_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test("no page is prefetched just because its links are on screen", async ({ page }) => {
  const requests = recordRouterRequests(page);
  await loadAndSettle(page, "/");
  await loadAndSettle(page, "/blog");
  // A prefetch the visitor asks for does go out, and no other came before it on either page.
  const prefetched = page.waitForRequest(isPrefetchOf("/"));
  await homeLink(page).focus();
  await prefetched;
  expect(requests.filter((r) => !isPrefetchOf("/")(r)).map((r) => r.url())).toEqual([]);
});

// No pointer hover on a phone.
test(
  "pointing at a link prefetches its page, and following it is a client navigation",
  { tag: "@desktop-only" },
  async ({ page }) => {
    const requests = recordRouterRequests(page);
    await loadAndSettle(page, "/faq");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    expect(requests).toHaveLength(0);

    const prefetched = page.waitForRequest(isPrefetchOf("/"));
    await homeLink(page).hover();
    await prefetched;

    await homeLink(page).click();
    await expect(page).toHaveURL("/");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  },
);

test("keyboard focus on a link prefetches its page", async ({ page }) => {
  await loadAndSettle(page, "/faq");
  const prefetched = page.waitForRequest(isPrefetchOf("/"));
  await homeLink(page).focus();
  await prefetched;
});

test("a touch on a link prefetches its page", { tag: "@mobile-only" }, async ({ page }) => {
  await loadAndSettle(page, "/faq");
  const prefetched = page.waitForRequest(isPrefetchOf("/"));
  // The finger is down; the click has not happened yet.
  await homeLink(page).dispatchEvent("touchstart");
  await prefetched;
  await expect(page).toHaveURL("/faq");
});
