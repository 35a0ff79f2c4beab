// The focus ring on the site's dark blocks (the pickup and city heroes, the closing calls to
// action): every control in them shows a ring at 3:1 or more against each colour of the block's
// background, its gradient's darkest and lightest stops included (WCAG 2.2, 1.4.11 and 2.4.13).
import { expect, test, type Locator, type Page } from "@playwright/test";

const blocks: [string, string, (page: Page) => Locator][] = [
  [
    "the industrial pickup hero",
    "/industrial-waste-pickup-service",
    (page) => page.locator("section[aria-labelledby='banner-title']"),
  ],
  [
    "the residential pickup hero",
    "/residential-waste-pickup-service",
    (page) => page.locator("section[aria-labelledby='banner-title']"),
  ],
  [
    "a city page's hero",
    "/locations/chennai",
    (page) => page.locator("main section").filter({ has: page.locator("h1") }),
  ],
  [
    "the home page's closing call to action",
    "/",
    (page) => page.locator("section[aria-labelledby='closing-title']"),
  ],
  [
    "the EPR page's closing call to action",
    "/epr-compliance-service",
    (page) => page.locator("section[aria-labelledby='client-contact-heading']"),
  ],
];

type Ring = { label: string; width: number; contrast: number };

/** Focuses each control in the block as the keyboard would and measures its ring. */
function measureRings(block: HTMLElement): Ring[] {
  const rgb = (value: string) =>
    [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) =>
      m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number),
    );
  const luminance = (c: number[]) =>
    c
      .slice(0, 3)
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const controls = [
    ...block.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea"),
  ].filter((el) => el.getClientRects().length > 0);
  return controls.map((el) => {
    (el as HTMLElement & { focus(o?: { focusVisible?: boolean }): void }).focus({
      focusVisible: true,
    });
    const style = getComputedStyle(el);
    const ring = rgb(style.outlineColor)[0] ?? [0, 0, 0, 0];
    // The colours the ring is drawn on: the nearest ancestor's gradient stops or opaque colour.
    let behind: number[][] = [[255, 255, 255]];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const c = getComputedStyle(a);
      if (c.backgroundImage.includes("gradient")) {
        behind = rgb(c.backgroundImage);
        break;
      }
      const colour = rgb(c.backgroundColor)[0];
      if (colour && (colour[3] ?? 1) > 0.5) {
        behind = [colour];
        break;
      }
    }
    const visible = style.outlineStyle !== "none" && (ring[3] ?? 1) > 0.5;
    return {
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40)}"`,
      width: visible ? parseFloat(style.outlineWidth) : 0,
      contrast: Math.round(Math.min(...behind.map((b) => ratio(ring, b))) * 100) / 100,
    };
  });
}

for (const [name, path, locate] of blocks) {
  test(`the focus ring stands out at 3:1 on ${name}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    // A button's ring colour fades in with its other colours: judge where it ends.
    await page.addStyleTag({
      content: "*,*::before,*::after{transition:none!important;animation:none!important}",
    });
    const block = locate(page).first();
    await block.scrollIntoViewIfNeeded();
    await expect(block).toBeVisible();
    const rings = await block.evaluate(measureRings);
    expect(rings.length, `${name} has controls`).toBeGreaterThan(0);
    for (const ring of rings) {
      expect.soft(ring.width, `${ring.label}: ring width`).toBeGreaterThanOrEqual(2);
      expect.soft(ring.contrast, `${ring.label}: ring contrast`).toBeGreaterThanOrEqual(3);
    }
  });
}
