// Return dates in the Markdown posts come from the filing data, never typed into a post:
// `{{rule-day:plastic}}` prints the rules' day ("30 June") and `{{return-history:ewaste}}` the
// year-by-year dates with their extensions (src/content/regulation/filings.ts). An unknown token
// fails the build, so a typo cannot reach a page.
import { annualReturnHistory, ruleDayMonth } from "@/content/regulation/filings";
import { REGIMES, type Regime } from "@/content/regulation/filings-data";

const isRegime = (value: string): value is Regime => (REGIMES as readonly string[]).includes(value);

const TOKENS: Record<string, (regime: Regime) => string> = {
  "return-history": annualReturnHistory,
  "rule-day": (regime) => {
    if (regime === "ewaste") throw new Error("e-waste returns have no single rule day");
    return ruleDayMonth(regime);
  },
};

/** The post's Markdown with every `{{name:regime}}` replaced; throws on an unknown one. */
export function expandPostTokens(markdown: string, file: string): string {
  return markdown.replace(/\{\{([a-z-]+):([a-z]+)\}\}/g, (token, name: string, regime: string) => {
    const expand = TOKENS[name];
    if (!expand || !isRegime(regime)) throw new Error(`${file}: unknown token ${token}`);
    return expand(regime);
  });
}
