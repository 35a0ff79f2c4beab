import { expect, test, type Locator, type Page } from "@playwright/test";
import { allCounters } from "../src/content/counters";
import { COUNT_DURATION_MS, COUNT_TICK_MS, formatCount } from "../src/components/widgets/count-up";
import { carouselTiming } from "../src/components/widgets/carousel-layouts";
import { afterRunning, clockPoll, pauseClock } from "./support/clock";
import { eprResources } from "../src/content/services/epr";
import { hydrated } from "./support/hydration";

// The EPR compliance page: its thirteen sections in order, the waste-type tabs by
// mouse and keyboard, both carousels, the marquees, the stage and quote rotators with their
// pause controls, counters (reduced motion and no scripts), the FAQ and the resources.

const path = "/epr-compliance-service";

const sectionHeadingIds = [
  "epr-hero-heading",
  "epr-partner-heading",
  "epr-digital-heading",
  "epr-waste-heading",
  "epr-why-heading",
  "epr-titans-heading",
  "epr-how-heading",
  "epr-process-heading",
  "epr-testimonials-heading",
  "epr-quotes-heading",
  "epr-faq-heading",
  "epr-resources-heading",
  "client-contact-heading",
  "contact-heading",
];

/** Takes the pointer and focus away, so only the explicit pause state holds a rotation. */
async function leaveAlone(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The label ("n of N") of the slide sitting at the carousel's left edge. */
async function leadingSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector("[data-viewport]")!.getBoundingClientRect();
    const slides = [...region.querySelectorAll<HTMLElement>("[data-slide]")];
    const leading = slides.find(
      (slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 4,
    );
    return leading?.getAttribute("aria-label") ?? null;
  });
}

async function marqueeOffset(track: Locator): Promise<number> {
  return track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
}

/** The play state of the marquee's CSS animation, which the page's clock does not drive. */
async function marqueePlayState(track: Locator): Promise<string[]> {
  return track.evaluate((el) => el.getAnimations().map((animation) => animation.playState));
}

test.describe("EPR compliance page", () => {
  // The page is long and the test machine is shared: allow for slow first loads.
  test.describe.configure({ timeout: 60_000 });

  test("shows the thirteen sections in order, then the contact form", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The EPR compass");
    const order = await page.evaluate(
      (ids) =>
        ids.map((id) => [...document.querySelectorAll("[id]")].findIndex((el) => el.id === id)),
      sectionHeadingIds,
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator("#client-contact")).toBeAttached();
  });

  test("hero shows four client logos, the CPCB note and a get-started link", async ({ page }) => {
    await page.goto(path);
    const hero = page.locator("section", { has: page.locator("#epr-hero-heading") });
    await expect(
      hero.getByRole("list", { name: "Brands that work with us" }).getByRole("img"),
    ).toHaveCount(4);
    await expect(hero).toContainText("CPCB's centralised EPR portal");
    await expect(hero).toContainText("personalised action plan");
    // The form on the same page, which presets its service to EPR.
    await expect(hero.getByRole("link", { name: "Get started" })).toHaveAttribute(
      "href",
      "#contact",
    );
  });

  test("explore button takes the visitor to the waste streams", async ({ page }) => {
    await page.goto(path);
    // The scripts first: the section starting to slide in under a click made as they start
    // would take the click away from the link (a visitor clicks what they see settled).
    await page.waitForLoadState("load");
    await page.getByRole("link", { name: "Explore our services" }).click();
    await expect(page).toHaveURL(/#waste-types$/);
    await expect(page.locator("#epr-waste-heading")).toBeInViewport();
  });

  test("waste-type tabs switch by mouse and by keyboard", async ({ page }) => {
    await page.goto(path);
    const tabs = page.getByRole("tablist", { name: "Waste type" });
    const plastic = tabs.getByRole("tab", { name: "Plastic" });
    const ewaste = tabs.getByRole("tab", { name: "eWaste" });
    const battery = tabs.getByRole("tab", { name: "Battery" });
    await expect(plastic).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("heading", { name: "Plastic packaging EPR for PIBOs" }),
    ).toBeVisible();
    // A click before React has hydrated the tabs was lost on a loaded machine.
    await hydrated(ewaste);

    await ewaste.click();
    await expect(ewaste).toHaveAttribute("aria-selected", "true");
    await expect(plastic).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("heading", { name: "E-waste EPR for producers" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Plastic packaging EPR for PIBOs" }),
    ).toBeHidden();
    await expect(page.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await ewaste.getAttribute("id"))!,
    );

    await ewaste.press("ArrowRight");
    await expect(battery).toBeFocused();
    await expect(battery).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("img", { name: /batteries of different sizes/ })).toBeVisible();
    await battery.press("ArrowRight");
    await expect(plastic).toBeFocused();
    await plastic.press("End");
    await expect(battery).toHaveAttribute("aria-selected", "true");
    await battery.press("Home");
    await expect(plastic).toHaveAttribute("aria-selected", "true");
    // One tab stop: the unselected tabs are out of the tab order.
    await expect(ewaste).toHaveAttribute("tabindex", "-1");
  });

  test("why-us carousel steps with its buttons and arrow keys, and loops", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const carousel = page.getByRole("region", { name: "Reasons brands choose us" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator("[data-slide]")).toHaveCount(10);
    await expect.poll(() => leadingSlide(carousel)).toBe("1 of 10");
    // A press before the carousel has hydrated does nothing (its buttons have no handler yet).
    await hydrated(carousel.getByRole("button", { name: "Next slide" }));
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => leadingSlide(carousel)).toBe("2 of 10");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => leadingSlide(carousel)).toBe("10 of 10");
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => leadingSlide(carousel)).toBe("1 of 10");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => leadingSlide(carousel)).toBe("2 of 10");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => leadingSlide(carousel)).toBe("1 of 10");
  });

  test("how-it-works carousel moves a screenful at a time", async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    const carousel = page.getByRole("region", { name: "Steps to an audit-ready year" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => leadingSlide(carousel)).toBe("1 of 10");
    // A screenful is two slides across on a phone, five on a desktop.
    const across = await carousel.evaluate((region) => {
      const viewport = region.querySelector("[data-viewport]")!.getBoundingClientRect();
      return [...region.querySelectorAll("[data-slide]")].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });
    expect(across).toBe(testInfo.project.name === "mobile" ? 2 : 5);
    await hydrated(carousel.getByRole("button", { name: "Next slide" }));
    await carousel.getByRole("button", { name: "Next slide" }).click();
    const expected = testInfo.project.name === "mobile" ? "3 of 10" : "6 of 10";
    await expect.poll(() => leadingSlide(carousel)).toBe(expected);
  });

  test("carousel autoplays, and its pause button stops it until Play", async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    const carousel = page.getByRole("region", { name: "Reasons brands choose us" });
    await carousel.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expect
      .poll(
        afterRunning(page, 500, () => leadingSlide(carousel)),
        clockPoll,
      )
      .not.toBe("1 of 10");

    await carousel.getByRole("button", { name: "Pause Reasons brands choose us" }).click();
    const play = carousel.getByRole("button", { name: "Play Reasons brands choose us" });
    await expect(play).toBeVisible();
    await leaveAlone(page);
    await pauseClock(page);
    // A step on its way when paused ends within a second of frames; then nothing moves through
    // more than an autoplay period.
    await page.clock.runFor(1_000);
    const held = await leadingSlide(carousel);
    expect(held).not.toBeNull();
    await page.clock.runFor(carouselTiming.autoplayMs + 1_000);
    expect(await leadingSlide(carousel)).toBe(held);

    await play.click();
    await expect(
      carousel.getByRole("button", { name: "Pause Reasons brands choose us" }),
    ).toBeVisible();
    await leaveAlone(page);
    await expect
      .poll(
        afterRunning(page, 500, () => leadingSlide(carousel)),
        clockPoll,
      )
      .not.toBe(held);
  });

  test("carousels stand still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(path);
    const carousel = page.getByRole("region", { name: "Reasons brands choose us" });
    await carousel.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await page.clock.runFor(carouselTiming.autoplayMs + 1_000);
    expect(await leadingSlide(carousel)).toBe("1 of 10");
    await expect(carousel.getByRole("button", { name: /^(Pause|Play) / })).toBeHidden();
  });

  test("client logo marquee loops a hidden copy and pauses on its button", async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole("region", { name: "Client logos" });
    await region.scrollIntoViewIfNeeded();
    const lists = region.locator("ul");
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(0).getByRole("img")).toHaveCount(15);
    await expect(lists.nth(1)).toHaveAttribute("aria-hidden", "true");
    await expect(lists.nth(1)).toHaveAttribute("inert", "");

    const track = region.locator("[data-marquee-track]");
    await leaveAlone(page);
    const start = await marqueeOffset(track);
    await expect.poll(() => marqueeOffset(track)).not.toBe(start);

    await page.getByRole("button", { name: "Pause client logos" }).click();
    await expect(page.getByRole("button", { name: "Play client logos" })).toBeVisible();
    await leaveAlone(page);
    // The row moves by a CSS animation, which stands paused, not merely slow: its offset is the
    // same a few rendered frames later.
    await expect.poll(() => marqueePlayState(track)).toEqual(["paused"]);
    const held = await marqueeOffset(track);
    await track.evaluate(async () => {
      for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
    });
    expect(await marqueeOffset(track)).toBe(held);
  });

  test("marquees show one still copy under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    for (const name of ["Client logos", "Client testimonials"]) {
      const region = page.getByRole("region", { name });
      await region.scrollIntoViewIfNeeded();
      await expect(region.locator("ul").nth(1)).toBeHidden();
      const track = region.locator("[data-marquee-track]");
      expect(await marqueeOffset(track)).toBe(0);
    }
    await expect(
      page.getByRole("region", { name: "Client testimonials" }).getByRole("figure"),
    ).toHaveCount(5);
  });

  test("the six stages rotate every 3 s and hold when paused", async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    const current = page.locator('[aria-current="step"]');
    await current.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expect(page.locator("[data-step]")).toHaveCount(6);
    await pauseClock(page);
    const first = Number(await current.getAttribute("data-step"));
    await page.clock.runFor(3_000);
    await expect(current).toHaveAttribute("data-step", String((first + 1) % 6));

    await page.getByRole("button", { name: "Pause stage highlight" }).click();
    await leaveAlone(page);
    await expect(page.getByRole("button", { name: "Play stage highlight" })).toBeVisible();
    const held = await current.getAttribute("data-step");
    await page.clock.runFor(3_800);
    await expect(current).toHaveAttribute("data-step", held!);

    await page.getByRole("button", { name: /Recycling or co-processing/ }).click();
    await expect(current).toHaveAttribute("data-step", "4");
  });

  test("consumer quotes rotate every 3.5 s and hold when paused", async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    await pauseClock(page);
    const active = page.locator("[data-quote][data-active]");
    await active.scrollIntoViewIfNeeded();
    await leaveAlone(page);
    await expect(page.locator("[data-quote]")).toHaveCount(4);
    const order = await page
      .locator("[data-quote]")
      .evaluateAll((quotes) => quotes.map((quote) => quote.getAttribute("data-quote")));
    expect(order[0]).toBe("46");
    await expect(page.locator('[data-quote="46"]')).toContainText("46%");
    const first = await active.getAttribute("data-quote");
    await page.clock.runFor(3_500);
    const next = order[(order.indexOf(first) + 1) % order.length]!;
    await expect(active).toHaveAttribute("data-quote", next);

    await page.getByRole("button", { name: "Pause consumer sentiment" }).click();
    await leaveAlone(page);
    await expect(page.getByRole("button", { name: "Play consumer sentiment" })).toBeVisible();
    const held = await active.getAttribute("data-quote");
    await page.clock.runFor(4_200);
    await expect(active).toHaveAttribute("data-quote", held!);
    await page.getByRole("button", { name: "Show consumer sentiment 4 of 4" }).click();
    await expect(active).toContainText("70%");
  });

  test("counters count up once seen and land on the final values", async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    // The count starts when the list is seen, on the page's clock, which stands still from here.
    await pauseClock(page);
    const list = page.locator('[data-counter="paper"]').locator("..");
    const paper = page.locator('[data-counter="paper"] [aria-hidden="true"]');
    // Scrolled to again while waiting: sections above it may still be laid out after the first
    // scroll on a loaded machine, and move the list out of view.
    await expect
      .poll(
        async () => {
          await list.scrollIntoViewIfNeeded();
          return paper.textContent();
        },
        { timeout: 10_000 },
      )
      .not.toBe("9,801");
    // Half way through the count it shows neither end, and it ends on the final value on time.
    await page.clock.runFor(COUNT_DURATION_MS / 2);
    await expect(paper).not.toHaveText(/^(0|9,801)$/);
    await page.clock.runFor(COUNT_DURATION_MS / 2 + COUNT_TICK_MS);
    await expect(paper).toHaveText("9,801");
    // Screen readers get the final value throughout.
    await expect(page.locator('[data-counter="paper"] .sr-only')).toHaveText("9,801");
  });

  test("counters show their final values at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    for (const counter of allCounters) {
      const item = page.locator(`[data-counter="${counter.id}"]`);
      await item.scrollIntoViewIfNeeded();
      await expect(item).toContainText(formatCount(counter.to, counter.suffix));
      await expect(item).toContainText(counter.label);
    }
  });

  test("FAQ items start closed and toggle on click", async ({ page }) => {
    await page.goto(path);
    const faqs = page.locator('[data-faqs="epr"] details');
    await expect(faqs).toHaveCount(7);
    const first = faqs.first();
    await expect(first).not.toHaveAttribute("open", "");
    const answer = first.getByText(/makes the businesses that put products on the market/);
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
  });

  test("resources link out to their official sources", async ({ page }) => {
    await page.goto(path);
    const section = page.locator("section", { has: page.locator("#epr-resources-heading") });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(eprResources.length);
    for (const [i, resource] of eprResources.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", resource.source.href);
      await expect(links.nth(i)).toHaveAttribute("target", "_blank");
    }
    await expect(section).toContainText(/Last reviewed: \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  test("nothing scrolls sideways", async ({ page }) => {
    await page.goto(path);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        // One rendered frame per step: the page has handled the scroll before the next one.
        await new Promise((r) => requestAnimationFrame(r));
      }
    });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

test.describe("EPR compliance page without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every panel, slide, counter and answer is in the page", async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { name: "Plastic packaging EPR for PIBOs" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "E-waste EPR for producers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Battery EPR for producers" })).toBeVisible();
    for (const counter of allCounters) {
      await expect(page.locator(`[data-counter="${counter.id}"]`)).toContainText(
        formatCount(counter.to, counter.suffix),
      );
    }
    await expect(
      page.getByRole("region", { name: "Steps to an audit-ready year" }).locator("[data-slide]"),
    ).toHaveCount(10);
    await expect(page.locator("[data-quote]")).toHaveCount(4);
    await expect(page.locator("[data-quote]").last()).toBeVisible();
    await expect(page.locator('[data-faqs="epr"]')).toContainText(
      "The rules set 30 June for the annual return on the previous financial year",
    );
    // Controls that would need scripts are not offered.
    await expect(page.getByRole("button", { name: /^(Pause|Play) / }).first()).toBeHidden();
  });

  test("each carousel is one stop on the Tab key, and its arrow keys scroll it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    for (const name of ["Reasons brands choose us", "Steps to an audit-ready year"]) {
      const region = page.getByRole("region", { name });
      await region.focus();
      await expect(region, name).toBeFocused();
      // A key the browser takes while it is still scrolling the page to the focused region can
      // be lost: pressed once the page stands still (the same offset on two readings).
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const y = await page.evaluate(() => scrollY);
          const still = y === last;
          last = y;
          return still;
        })
        .toBe(true);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), name).toBeGreaterThan(0);
      await expect(region, name).toBeFocused();
      // The next Tab leaves the carousel: nothing inside it is a second stop.
      await page.keyboard.press("Tab");
      expect(await region.evaluate((el) => el.contains(document.activeElement)), name).toBe(false);
    }
  });
});
