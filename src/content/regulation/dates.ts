// Calendar arithmetic on ISO days (YYYY-MM-DD), shared by the review list and the filing dates.

export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO day `months` calendar months later; a day the month lacks becomes its last. */
export function addMonths(day: string, months: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Not an ISO day (YYYY-MM-DD): ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}
