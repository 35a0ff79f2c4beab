// The "what changed" feed (Atom): one entry per amendment and per return-date extension recorded,
// newest first. Entry ids are tag URIs built from the data, so a reader never sees an entry twice;
// nothing depends on the clock (the feed's updated time is the latest day in the data).
import { Feed } from "feed";
import { recordedAmendments } from "@/content/regulation/amendments";
import { type Extension, type Filing, filings, REGIME_NAMES } from "@/content/regulation/filings";
import { FILINGS_CHECKED } from "@/content/regulation/filings-data";
import { SECONDARY_NOTE } from "@/content/regulation/source";
import { BRAND_NAME, site } from "@/content/site";
import { formatDay } from "@/lib/format-day";

export type Change = { id: string; title: string; day: string; summary: string; link: string };

const HOST = new URL(site.productionUrl).hostname;

/** A day for ordering: a year alone counts as its first day, behind the year's dated entries. */
function sortableDay(date: string): string {
  return /^\d{4}$/.test(date) ? `${date}-01-01` : date;
}

function extensionChanges(calendarUrl: string): Change[] {
  // One order may move several returns (e-waste's fourth quarter and annual return): one entry.
  const groups = new Map<string, { extension: Extension; filings: Filing[] }>();
  for (const filing of filings)
    for (const extension of filing.extensions) {
      const key = `${filing.regime}-${filing.fy}-${extension.issued}-${extension.to ?? "unread"}`;
      const group = groups.get(key) ?? { extension, filings: [] };
      group.filings.push(filing);
      groups.set(key, group);
    }
  return [...groups.entries()].map(([key, { extension, filings: moved }]) => {
    const first = moved[0]!;
    const to = extension.to ? `to ${formatDay(extension.to)}` : "(new date not read)";
    const source = extension.source
      ? ` Source: ${extension.source.title}${extension.source.secondary ? ` (${SECONDARY_NOTE})` : ""}.`
      : "";
    return {
      id: `tag:${HOST},2026:extension:${key}`,
      title: `${REGIME_NAMES[first.regime]} ${first.fy}: ${moved.map((f) => f.title.toLowerCase()).join(" and ")} ${extension.reported ? "reportedly " : ""}extended ${to}`,
      day: sortableDay(extension.issued),
      summary: `By ${[extension.authority, extension.reference].filter(Boolean).join(", ")}, issued ${formatDay(extension.issued)}.${source}${extension.basis ? ` Rests on: ${extension.basis}.` : ""}`,
      link: `${calendarUrl}#${first.id}`,
    };
  });
}

function amendmentChanges(): Change[] {
  return recordedAmendments.map(({ regime, source }) => ({
    id: `tag:${HOST},2026:amendment:${regime}:${source.date}:${source.notification ?? source.title.slice(0, 60)}`,
    title: `${REGIME_NAMES[regime]}: ${source.title}`,
    day: sortableDay(source.date),
    summary: `${source.notification ? `${source.notification}, ` : ""}${formatDay(source.date)}${source.secondary ? ` (${SECONDARY_NOTE})` : ""}.`,
    link: source.url,
  }));
}

/** Every change recorded, newest first. */
export function changes(calendarUrl: string): Change[] {
  return [...extensionChanges(calendarUrl), ...amendmentChanges()].sort(
    (a, b) => b.day.localeCompare(a.day) || a.id.localeCompare(b.id),
  );
}

export function buildAtom(calendarUrl: string, feedUrl: string): string {
  const all = changes(calendarUrl);
  const feed = new Feed({
    title: `EPR rules and return dates: what changed (${BRAND_NAME})`,
    description:
      "Amendments and return-date extensions for plastic packaging, e-waste and batteries.",
    id: feedUrl,
    link: calendarUrl,
    language: "en",
    updated: new Date(`${[FILINGS_CHECKED, ...all.map((c) => c.day)].sort().at(-1)}T00:00:00Z`),
    feedLinks: { atom: feedUrl },
    copyright: BRAND_NAME,
  });
  for (const change of all)
    feed.addItem({
      id: change.id,
      title: change.title,
      link: change.link,
      date: new Date(`${change.day}T00:00:00Z`),
      description: change.summary,
    });
  return feed.atom1();
}
