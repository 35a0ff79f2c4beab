// A rotating carousel stands still while keyboard focus is inside it (the carousel pattern of
// WAI-ARIA APG and WCAG 2.2.2), on the carousel itself and on its Previous, Pause and Next
// buttons, and moves on once focus leaves, unless the visitor paused it. Time is the page's
// clock, run by the test.
import { expect, test } from "@playwright/test";

test("the why-us carousel stops while focus is inside it and resumes when focus leaves", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Reasons to choose us" });
  const track = carousel.locator("[data-viewport] > div");
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  // Embla has started once it places the track.
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe("none");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const offset = () =>
    track.evaluate((el) => Math.round(new DOMMatrixReadOnly(getComputedStyle(el).transform).m41));

  // Left alone, it steps every 3 s.
  const start = await offset();
  await page.clock.runFor(4500);
  expect(await offset(), "it rotates without focus").not.toBe(start);

  // Focus on the carousel, then on each of its buttons: nothing moves.
  await carousel.focus();
  for (const stop of ["the carousel", "Previous slide", "Pause", "Next slide"]) {
    if (stop !== "the carousel") await page.keyboard.press("Tab");
    await page.clock.runFor(1500); // a step already under way ends
    const before = await offset();
    await page.clock.runFor(7000);
    expect(await offset(), `still while focus is on ${stop}`).toBe(before);
  }
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeFocused();

  // Focus leaves: it moves on.
  await page.keyboard.press("Tab");
  await expect(carousel.getByRole("button", { name: "Next slide" })).not.toBeFocused();
  const left = await offset();
  await page.clock.runFor(4500);
  expect(await offset(), "it rotates again once focus has left").not.toBe(left);

  // A press on a slide, the pointer resting on it: the track's own restart after the press is
  // held too.
  await carousel.scrollIntoViewIfNeeded(); // focus left for the form far below it
  const box = (await carousel.locator("[data-viewport]").boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(1500);
  const pressed = await offset();
  await page.clock.runFor(7000);
  expect(await offset(), "still after a press, while the pointer rests on it").toBe(pressed);
  await page.mouse.move(0, 0);

  // Paused from the keyboard, it stays paused after focus leaves.
  await carousel.getByRole("button", { name: /^Pause / }).focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("button", { name: /^Play / })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.clock.runFor(1500);
  const paused = await offset();
  await page.clock.runFor(7000);
  expect(await offset(), "a paused carousel stays paused").toBe(paused);
});
