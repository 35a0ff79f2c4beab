import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** An axe run over the page. */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  return new AxeBuilder({ page });
}
