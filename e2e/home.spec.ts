import { expect, test, type Page } from "@playwright/test";
import { homeCounters } from "../src/content/counters";
import { claims } from "../src/content/site";
import { carouselTiming } from "../src/components/widgets/carousel-layouts";
import { afterRunning, clockPoll, pauseClock } from "./support/clock";

// The home page: every section in order, the explore link, the why-us carousel,
// the impact gallery and the testimonials marquee (with their pause controls), the
// counters without scripts and the phone layout.

const sectionHeadingIds = [
  "home-hero-title",
  "explore-title",
  "services-title",
  "why-us-title",
  "impact-title",
  "contact-heading",
  "founder-title",
  "closing-title",
  "gallery-title",
  "about-title",
  "battlefield-title",
  "testimonials-title",
];

async function documentOrder(page: Page, ids: string[]): Promise<number[]> {
  return page.evaluate((list) => {
    const all = Array.from(document.querySelectorAll("[id]"));
    return list.map((id) => all.findIndex((el) => el.id === id));
  }, ids);
}

async function galleryIndex(page: Page): Promise<string | null> {
  return page.locator("[data-gallery]").getAttribute("data-active-index");
}

/** The track's offset in whole pixels: the last sub-pixel of a finished slide is no movement. */
/**
 * The why-us track's horizontal offset in whole pixels, or `exact`ly: the last frames of a
 * slide's move creep by fractions of a pixel, which only the exact offset shows.
 */
async function carouselTransform(page: Page, { exact = false } = {}): Promise<string> {
  return page
    .getByRole("region", { name: "Reasons to choose us" })
    .locator("[data-viewport] > div")
    .evaluate((el, exact) => {
      const offset = new DOMMatrixReadOnly(getComputedStyle(el).transform).m41;
      return String(exact ? offset : Math.round(offset));
    }, exact);
}

test("shows every section once, in order, under one h1", async ({ page }) => {
  await page.goto("/");
  const order = await documentOrder(page, sectionHeadingIds);
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Quote" })).toBeVisible();
  // Quote banner sits between the explore banner and the services list.
  const quoteIndex = await page.evaluate(() => {
    const sections = Array.from(document.querySelectorAll("main section"));
    return sections.findIndex((s) => s.getAttribute("aria-label") === "Quote");
  });
  const exploreIndex = await page.evaluate(() =>
    Array.from(document.querySelectorAll("main section")).findIndex(
      (s) => s.getAttribute("aria-labelledby") === "explore-title",
    ),
  );
  expect(quoteIndex).toBe(exploreIndex + 1);
});

test("states the company's claims and the Pondicherry figures", async ({ page }) => {
  await page.goto("/");
  const main = page.locator("main");
  await expect(main).toContainText(`${claims.googleRating} rating on Google`);
  for (const claim of [
    claims.brandsTrust,
    claims.happyCustomers,
    claims.yearsExperience,
    claims.support,
    claims.eprBrands,
  ]) {
    await expect(main).toContainText(claim);
  }
  await expect(main).not.toContainText("90+");
  await expect(main).toContainText("1.2 million");
  await expect(main).toContainText("400+ tonnes");
  for (const year of ["2011", "2022"]) {
    await expect(page.locator(`time[datetime="${year}"]`)).toBeVisible();
  }
});

test("services list numbers 01 to 03 and links to each service page", async ({ page }) => {
  await page.goto("/");
  const services = page.locator("#services ol > li");
  await expect(services).toHaveCount(3);
  const expected = [
    ["01", "/residential-waste-pickup-service"],
    ["02", "/industrial-waste-pickup-service"],
    ["03", "/epr-compliance-service"],
  ];
  for (const [i, [number, href]] of expected.entries()) {
    await expect(services.nth(i)).toContainText(number!);
    await expect(services.nth(i).getByRole("link")).toHaveAttribute("href", href!);
  }
});

test("the explore button scrolls to the services list", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore our services" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator("#services-title")).toBeInViewport();
  // Lands exactly: the section's top just below the sticky header (scroll-margin-top 6rem).
  const top = (id: string) =>
    page.evaluate((el) => Math.round(document.getElementById(el)!.getBoundingClientRect().top), id);
  await expect.poll(() => top("services")).toBe(96);
  await page.goto("/#why-us");
  await expect.poll(() => top("why-us")).toBe(96);
});

test("why-us carousel holds 21 images and its pause button stops it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/#why-us");
  const carousel = page.getByRole("region", { name: "Reasons to choose us" });
  await expect(carousel.locator("[data-slide]")).toHaveCount(21);
  await expect(carousel.locator("[data-slide] img").first()).toHaveAttribute("alt", /.+/);
  // Let it advance once (autoplay every 3 s), then pause and check it stays put.
  await page.mouse.move(0, 0);
  const before = await carouselTransform(page);
  await expect
    .poll(
      afterRunning(page, 500, () => carouselTransform(page)),
      clockPoll,
    )
    .not.toBe(before);
  await carousel.getByRole("button", { name: "Pause reasons to choose us" }).click();
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole("button", { name: "Play reasons to choose us" })).toBeVisible();
  await pauseClock(page);
  // A slide already on its way when paused finishes its move in well under a second of frames;
  // from there a paused carousel does not move through a whole autoplay period and more.
  await page.clock.runFor(1_000);
  const settled = await carouselTransform(page, { exact: true });
  await page.clock.runFor(carouselTiming.autoplayMs + 600);
  expect(await carouselTransform(page, { exact: true })).toBe(settled);
});

test("impact gallery highlights one image at a time and pauses", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const gallery = page.locator("[data-gallery]");
  await expect(gallery.locator("img")).toHaveCount(15);
  await gallery.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const first = await galleryIndex(page);
  await expect
    .poll(
      afterRunning(page, 300, () => galleryIndex(page)),
      clockPoll,
    )
    .not.toBe(first);
  await expect(gallery.locator("li[data-active]")).toHaveCount(1);

  await page.getByRole("button", { name: "Pause impact gallery" }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByRole("button", { name: "Play impact gallery" })).toBeVisible();
  const held = await galleryIndex(page);
  // The gallery steps every 0.6 s: paused, it holds through several steps' time.
  await page.clock.runFor(1_500);
  expect(await galleryIndex(page)).toBe(held);

  await page.getByRole("button", { name: "Play impact gallery" }).click();
  await page.mouse.move(0, 0);
  await expect
    .poll(
      afterRunning(page, 300, () => galleryIndex(page)),
      clockPoll,
    )
    .not.toBe(held);
});

// Hover needs a mouse.
test("hovering the impact gallery holds it", { tag: "@desktop-only" }, async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const gallery = page.locator("[data-gallery]");
  await gallery.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  // It rotates while the pointer is elsewhere ...
  const first = await galleryIndex(page);
  await expect
    .poll(
      afterRunning(page, 300, () => galleryIndex(page)),
      clockPoll,
    )
    .not.toBe(first);
  // ... and not while it rests on the gallery. The clock stands still from before the hover, so
  // no step can fall between the hover and the reading.
  await pauseClock(page);
  await gallery.hover();
  const held = await galleryIndex(page);
  await page.clock.runFor(1_500);
  expect(await galleryIndex(page)).toBe(held);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("gallery, carousel and marquee stand still without pause buttons", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const gallery = page.locator("[data-gallery]");
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator("li[data-active]")).toHaveCount(0);
    const carouselBefore = await carouselTransform(page);
    await page.clock.runFor(carouselTiming.autoplayMs + 600);
    await expect(gallery.locator("li[data-active]")).toHaveCount(0);
    expect(await carouselTransform(page)).toBe(carouselBefore);
    await expect(page.getByRole("button", { name: /^Pause / })).toHaveCount(0);
    // The marquee shows its ten reviews once, with no moving copy.
    const marquee = page.getByRole("region", { name: "Customer testimonials" });
    await expect(marquee.locator("ul:not([aria-hidden]) > li")).toHaveCount(10);
    await expect(marquee.locator("ul[aria-hidden]")).toBeHidden();
  });
});

test("testimonials marquee has ten star-rated reviews and a pause button", async ({ page }) => {
  await page.goto("/");
  const marquee = page.getByRole("region", { name: "Customer testimonials" });
  const reviews = marquee.locator("ul:not([aria-hidden]) > li");
  await expect(reviews).toHaveCount(10);
  // Every card carries the star rating the EPR page's testimonials show.
  await expect(reviews.getByRole("img", { name: "Five out of five stars" })).toHaveCount(10);
  const pause = page.getByRole("button", { name: "Pause customer testimonials" });
  await pause.click();
  await expect(page.getByRole("button", { name: "Play customer testimonials" })).toBeVisible();
});

test("carries Organization JSON-LD and no rating markup", async ({ page }) => {
  await page.goto("/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ""));
  expect(blocks.some((b) => JSON.parse(b)["@type"] === "Organization")).toBe(true);
  expect(blocks.join("")).not.toMatch(/AggregateRating|"Review"/);
  await expect(page).toHaveTitle(/Waste management and EPR compliance/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/?$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/og\/index\.png$/,
  );
});

test("phones get no sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("counters show their final values and every section is readable", async ({ page }) => {
    await page.goto("/");
    const counters = page.locator("[data-counter]");
    await expect(counters).toHaveCount(homeCounters.length);
    const formatter = new Intl.NumberFormat("en-IN");
    for (const [i, counter] of homeCounters.entries()) {
      await expect(counters.nth(i)).toContainText(formatter.format(counter.to));
      await expect(counters.nth(i)).toContainText(counter.label);
    }
    await expect(page.locator("#testimonials-title")).toBeVisible();
    await page.getByRole("link", { name: "Explore our services" }).click();
    await expect(page).toHaveURL(/#services$/);
  });
});
