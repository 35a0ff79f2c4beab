import { expect, test, type Page } from "@playwright/test";
import { content, createEntry } from "../../tests/support/wordpress-content";
import { webhookSecret, wpPort } from "../../playwright.wordpress.config";

/** The sample portraits (member-01.webp to member-12.webp), uploaded as media library photos. */
const portraits = "public/images/team";

// Layouts hold for the company's real numbers: the team in rows of three (two on tablets and
// phones) with 7 or 13 people, the last row centred under the others; a testimonial marquee with
// one quote or twenty. Full-page pictures of /team at each width go to screenshots/wordpress/.

const webhook = { url: `http://127.0.0.1:${wpPort}/api/revalidate`, secret: webhookSecret };
const wp = (args: string[]) => content(args, webhook);

test.describe.configure({ mode: "serial" });
test.beforeAll(() => wp(["reset"]));
test.afterAll(() => wp(["reset"]));

async function whenShown(page: Page, path: string, text: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes(text), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** The grid's rows: how many cards in each, and how far the last row's middle is off centre. */
async function rows(page: Page) {
  return page.getByTestId("team-grid").evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const cards = [...grid.children].map((card) => card.getBoundingClientRect());
    const tops = [...new Set(cards.map((card) => Math.round(card.top)))];
    const last = cards.filter((card) => Math.round(card.top) === tops.at(-1));
    const middle = (last[0]!.left + last.at(-1)!.right) / 2;
    return {
      sizes: tops.map((top) => cards.filter((card) => Math.round(card.top) === top).length),
      offCentre: Math.abs(middle - (box.left + box.width / 2)),
    };
  });
}

const expected: Record<number, Record<number, number[]>> = {
  13: { 1280: [3, 3, 3, 3, 1], 768: [2, 2, 2, 2, 2, 2, 1], 375: [2, 2, 2, 2, 2, 2, 1] },
  7: { 1280: [3, 3, 1], 768: [2, 2, 2, 1], 375: [2, 2, 2, 1] },
};

test("the team grid with 13 and then 7 people: rows of three or two, the last row centred", async ({
  page,
}) => {
  test.slow();
  const ids: number[] = [];
  for (let i = 1; i <= 13; i++) {
    ids.push(
      await createEntry(
        "team-member",
        {
          title: `Layout Person ${String(i).padStart(2, "0")}`,
          menu_order: i,
          meta: {
            role: i % 3 === 0 ? "Regional Manager, Hyderabad and Vijayawada" : "Analyst",
            bio: i % 4 === 0 ? "Keeps the pickup schedule for four districts on time." : "",
            profile_url: "",
          },
          // Every other person has a photo; the others show their initials.
          ...(i % 2 === 1
            ? { image: `${portraits}/member-${String(i % 12 || 12).padStart(2, "0")}.webp` }
            : {}),
        },
        webhook,
      ),
    );
  }
  await whenShown(page, "/team", "Layout Person 13");
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const count of [13, 7]) {
    if (count === 7) {
      for (const id of ids.slice(7)) await wp(["status", String(id), "draft"]);
      await expect
        .poll(async () => (await (await page.request.get("/team")).text()).includes("Person 08"), {
          timeout: 30_000,
        })
        .toBe(false);
    }
    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/team");
      await expect(page.getByTestId("team-grid").getByRole("listitem")).toHaveCount(count);
      const layout = await rows(page);
      expect(layout.sizes, `${count} people at ${width}px`).toEqual(expected[count]![width]);
      expect(layout.offCentre, `${count} people at ${width}px`).toBeLessThan(2);
      // Every photo loaded, lazy ones included, so the picture shows the whole grid.
      await page.evaluate(async () => {
        const images = [...document.querySelectorAll<HTMLImageElement>("main img")];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      await page.screenshot({
        path: `screenshots/wordpress/team-${count}-${width}.png`,
        fullPage: true,
      });
    }
  }
});

test("the home testimonials with one quote stand still; with twenty they move", async ({
  page,
}) => {
  test.slow();
  const quote = (i: number) => ({
    title: `Layout Quote ${i}`,
    menu_order: i,
    meta: {
      quote: `Quote number ${i} from the layout test.`,
      role: "",
      company: "",
      rating: 5,
      pages: ["home"],
    },
  });
  await createEntry("testimonial", quote(1), webhook);
  await whenShown(page, "/", "Quote number 1 from the layout test.");
  await page.goto("/");
  const region = page.getByRole("region", { name: "Customer testimonials" });
  await expect(region.getByRole("figure")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /customer testimonials/i })).toHaveCount(0);
  await region.scrollIntoViewIfNeeded();
  await region.screenshot({ path: "screenshots/wordpress/testimonials-1.png" });

  for (let i = 2; i <= 20; i++) await createEntry("testimonial", quote(i), webhook);
  await whenShown(page, "/", "Quote number 20 from the layout test.");
  await page.goto("/");
  // Every quote in the HTML once (the moving copy is added in the browser, hidden from
  // assistive technology), and the pause control that any moving row has.
  await expect(region.locator("ul").first().getByRole("figure")).toHaveCount(20);
  await expect(page.getByRole("button", { name: /pause customer testimonials/i })).toBeVisible();
});
