import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Sections and the footer below the first screen use `content-visibility: auto`: the browser
 * skips rendering them until they come near the viewport. They stay in the accessibility tree,
 * but axe's hit testing (colour contrast, target spacing) cannot see into content that was
 * never rendered, so audits render every section first.
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.addStyleTag({
    content: "section, footer { content-visibility: visible !important; }",
  });
}

/** An axe run over the page with every section rendered. */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  await renderEverySection(page);
  return new AxeBuilder({ page });
}
