import { Link } from "@/components/ui/link";
import { FINANCIAL_YEARS, REGIME_NAMES, REGIMES } from "@/content/regulation/filings";
import { calendarHref, type CalendarQuery } from "@/lib/calendar/query";
import { mergeClasses } from "@/lib/merge-classes";

const pill =
  "inline-flex min-h-11 items-center rounded-full border px-4 py-2 font-semibold underline-offset-4 hover:underline";
const on = "border-brand-800 bg-brand-800 text-white";
const off = "border-brand-200 text-brand-900 bg-white";

/**
 * The filters as plain links (GET), so they work without JavaScript and every view has its own
 * address; the current one is marked with aria-current.
 */
export function CalendarFilters({ query }: { query: CalendarQuery }) {
  const regimes: { key: CalendarQuery["regime"]; label: string }[] = [
    { key: "all", label: "All regimes" },
    ...REGIMES.map((key) => ({ key, label: REGIME_NAMES[key] })),
  ];
  const years = [
    { key: "recent" as const, label: "Current and previous year" },
    { key: "all" as const, label: `Every year since ${FINANCIAL_YEARS[0]}` },
  ];
  return (
    <nav aria-label="Filter the calendar" className="mt-8 space-y-4 print:hidden">
      <div>
        <h2 className="text-ink font-semibold">Regime</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {regimes.map(({ key, label }) => (
            <li key={key}>
              <Link
                href={calendarHref({ ...query, regime: key })}
                aria-current={query.regime === key ? "page" : undefined}
                className={mergeClasses(pill, query.regime === key ? on : off)}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-ink font-semibold">Years</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {years.map(({ key, label }) => (
            <li key={key}>
              <Link
                href={calendarHref({ ...query, years: key })}
                aria-current={query.years === key ? "page" : undefined}
                className={mergeClasses(pill, query.years === key ? on : off)}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
