// The rule behind the figure test: which sentences state a regulatory figure, and which figures.

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";

/** A sentence about a rule: it names rules, targets, returns, deadlines or notifications. */
export const RULE_KEYWORD =
  /\b(rules?|amend\w*|notif\w*|targets?|returns?|due|in force|deadline|gazette|schedule|recovery|recycled content|floor|ceiling|exempt\w*|excluded)\b/i;

const FIGURE = new RegExp(
  [
    String.raw`\d+(?:\.\d+)?\s?%`, // percentages
    String.raw`\b\d{1,2} (?:${MONTHS})(?: \d{4})?\b`, // 30 June, 1 April 2026
    String.raw`\b(?:${MONTHS}) \d{1,2}, \d{4}\b`, // June 30, 2026
    String.raw`\b20\d\d-\d\d\b`, // financial years
  ].join("|"),
  "g",
);

/**
 * The unit checked: a paragraph or list item. A figure counts as regulatory when a rule keyword
 * is anywhere near it, meaning in the same paragraph, not only in the same sentence.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Figures a paragraph states, when it is about a rule; "Last reviewed" lines are dates of ours. */
export function regulatoryFigures(sentence: string): string[] {
  if (/last reviewed|last updated/i.test(sentence) || !RULE_KEYWORD.test(sentence)) return [];
  return [...sentence.matchAll(FIGURE)].map((m) => m[0].replace(/\s%/, "%"));
}
