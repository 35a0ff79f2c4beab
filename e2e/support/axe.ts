import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe run over the page, with every section laid out. Axe reads colours from what is
 * painted, and a lazy section far from the screen is not painted until a reader nears it
 * (lib/rendering/lazy-sections.ts), so axe would measure its text against whatever is painted
 * there instead.
 */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  await page.evaluate(() => document.documentElement.removeAttribute("data-lazy-sections"));
  return new AxeBuilder({ page });
}
