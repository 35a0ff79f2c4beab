import { expect, test } from "@playwright/test";
import { pagesToMeasure } from "../tests/support/html-pages";
import { ceilingFor, kb, measureHtml } from "../tests/support/html-size";

// The HTML weight of every page of the production build (a post without its own body) stays
// under its ceiling. `npm run html:size` prints the figures against the ceilings and targets.
// The HTML does not depend on the viewport: desktop only (playwright.config.ts, anyViewportSpecs).

test("every page's HTML stays within its budget", async ({ request, baseURL }) => {
  const pages = await pagesToMeasure(baseURL!);
  expect(pages.length).toBeGreaterThan(15);
  const over: string[] = [];
  for (const page of pages) {
    const res = await request.get(page);
    expect(res.status(), page).toBe(200);
    const size = measureHtml(await res.text());
    const ceiling = ceilingFor(page.split("?")[0]!);
    if (size.raw > ceiling.raw || size.gzip > ceiling.gzip) {
      over.push(
        `${page}: ${kb(size.raw)} / ${kb(size.gzip)} gzip > ${kb(ceiling.raw)} / ${kb(ceiling.gzip)}`,
      );
    }
  }
  expect(over).toEqual([]);
});
