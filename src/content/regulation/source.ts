// The shape every regulatory fact on the site carries: where it comes from and when it was last
// checked against that source. Pages render `reviewed` as their "Last reviewed" line.

/** A primary source: the notification itself (gazette text) or the regulator's own page for it. */
export type RegulatorySource = {
  /** The instrument, e.g. "Plastic Waste Management (Amendment) Rules, 2024". */
  title: string;
  /** The notification number, e.g. "G.S.R. 201(E)", where it has one. */
  notification?: string;
  /** Date of notification (or of the regulator's publication), ISO `YYYY-MM-DD`; `YYYY` only while the day is unverified. */
  date: string;
  /** A deep link to that text: never a ministry's or board's home page. */
  url: string;
};

/** A fact checked against its sources on `reviewed` (ISO `YYYY-MM-DD`). */
export type Sourced<T> = T & { sources: readonly RegulatorySource[]; reviewed: string };
