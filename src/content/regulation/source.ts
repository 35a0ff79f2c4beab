// The shape every regulatory fact on the site carries: where it comes from and when it was last
// checked against that source. Pages render `reviewed` as their "Last reviewed" line.

/**
 * A source of a regulatory fact: normally the notification itself (gazette text, or the copy the
 * regulator hosts) or the regulator's own page for it. A report or summary is marked `secondary`
 * and is kept only where no primary text stating the fact could be read (docs/content-sources.md
 * says which).
 */
export type RegulatorySource = {
  /** The instrument, e.g. "Plastic Waste Management (Amendment) Rules, 2024". */
  title: string;
  /** The notification number, e.g. "G.S.R. 201(E)", where it has one. */
  notification?: string;
  /** Date of notification (or of the regulator's publication), ISO `YYYY-MM-DD`; `YYYY` only while the day is unverified. */
  date: string;
  /** A deep link to that text: never a ministry's or board's home page. */
  url: string;
  /** A report or summary of the rule (press, law firm, consultancy), not its text. */
  secondary?: true;
};

/** A source as a page links to it: what the link says, where it goes, and whether it is a copy or report rather than the official text. */
export type SourceLink = { label: string; href: string; secondary?: true };

/** The link to a source, labelled with its title unless the page names it otherwise. */
export function sourceLink(source: RegulatorySource, label = source.title): SourceLink {
  return source.secondary
    ? { label, href: source.url, secondary: true }
    : { label, href: source.url };
}

/** Said beside a link to a source that is not the official text, so no list passes it off as primary. */
export const SECONDARY_NOTE = "secondary copy";

/** A fact checked against its sources on `reviewed` (ISO `YYYY-MM-DD`). */
export type Sourced<T> = T & { sources: readonly RegulatorySource[]; reviewed: string };
