import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules (with those of 2.0 and 2.1 it keeps). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * An axe run over the page, with every section laid out. Axe reads colours from what is
 * painted, and a lazy section far from the screen is not painted until a reader nears it
 * (lib/rendering/lazy-sections.ts), so axe would measure its text against whatever is painted
 * there instead.
 */
export async function axeFor(page: Page): Promise<AxeBuilder> {
  await page.evaluate(() => document.documentElement.removeAttribute("data-lazy-sections"));
  // Every rule still runs; only the violations are gathered in full, not the passes and the
  // inapplicable rules' lists, which no test reads. Legacy mode runs axe.run() in the page
  // itself: the default opens a second, blank page for every run to merge the frames' results
  // in, and that page took more than half of each run (a run over a page, at either width:
  // 0.8 to 2.2 s by default, 0.3 to 0.8 s in legacy mode, the same violations). It audits
  // frames of the site's own origin too; the only frames a page can hold are the video players
  // a WordPress post may embed, which are not the site's to fix.
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/** One line per violation: the rule, its impact and help, and the first elements it names. */
export function violationSummary(violations: Violations): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** Axe finds nothing on the page, or in the part `include` selects, under all rules or `tags`. */
export async function expectNoAxeViolations(
  page: Page,
  { include, tags }: { include?: string; tags?: string[] } = {},
): Promise<void> {
  let builder = await axeFor(page);
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  expect(violationSummary(violations), `axe violations on ${page.url()}`).toEqual([]);
}
