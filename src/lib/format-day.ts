// One way to write a calendar day across the site (review dates, legal texts, sources). Pure, so
// client components (the estimator) use it too without pulling in content modules.

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "23 November 2026" for "2026-11-23": the day as written, whatever the reader's time zone. A
 * year alone ("2023", where only the year of a source is known) stays as it is.
 */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  // A year alone, or anything that is not a day, is shown as written rather than failing.
  return !/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(date.getTime())
    ? isoDay
    : dayFormat.format(date);
}
