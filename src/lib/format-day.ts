// One way to write a calendar day across the site (review dates, legal texts, sources). Pure, so
// client components (the estimator) use it too without pulling in content modules.

/** The languages a day can be written in: English (the default) and Tamil. */
export type DayLanguage = "en" | "ta";

const dayOptions: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

const dayFormat = new Intl.DateTimeFormat("en-IN", dayOptions);
const tamilDayFormat = new Intl.DateTimeFormat("ta-IN", dayOptions);

/** "13 நவம்பர் 2025": the Tamil month name, written day, month, year like the English. */
function formatTamilDay(date: Date): string {
  const parts = tamilDayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/**
 * "23 November 2026" for "2026-11-23": the day as written, whatever the reader's time zone. A
 * year alone ("2023", where only the year of a source is known) stays as it is. With
 * `{ lang: "ta" }` the month is in Tamil ("23 நவம்பர் 2026"), for the Tamil pages.
 */
export function formatDay(isoDay: string, { lang = "en" }: { lang?: DayLanguage } = {}): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  // A year alone, or anything that is not a day, is shown as written rather than failing.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(date.getTime())) return isoDay;
  return lang === "ta" ? formatTamilDay(date) : dayFormat.format(date);
}
