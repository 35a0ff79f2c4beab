import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { filingsOf, REGIME_NAMES, REGIMES } from "@/content/regulation/filings";
import { indiaDay } from "@/content/regulation/review";
import { BRAND_NAME } from "@/content/site";
import { CALENDAR_PATH, parseCalendarQuery, yearsShown } from "@/lib/calendar/query";
import { formatDay } from "@/lib/format-day";
import { buildMetadata } from "@/lib/seo/metadata";
import { CalendarFilters } from "./_components/calendar-filters";
import { FilingCard } from "./_components/filing-card";
import { FollowTheDates } from "./_components/follow-the-dates";

// Rendered per request: the statuses are counted from today in India, and the filters are
// GET parameters (?regime=, ?years=) so they work without JavaScript. Every view shares the
// one canonical address. Filings are not events, so no Event markup: breadcrumbs only.
export const metadata: Metadata = buildMetadata({
  title: "EPR Compliance Calendar: Return Dates in Force",
  description: `Plastic packaging, e-waste and battery EPR return dates with every extension order, its source and when ${BRAND_NAME} last checked it. Subscribe by calendar feed.`,
  path: CALENDAR_PATH,
  keywords: ["EPR annual return due date", "EPR return extension", "EPR compliance calendar"],
});

export default async function ComplianceCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = parseCalendarQuery(await searchParams);
  const today = indiaDay(new Date());
  const years = yearsShown(query.years, today);
  const regimes = query.regime === "all" ? REGIMES : [query.regime];
  return (
    <div
      data-print-page
      className="from-brand-50 bg-gradient-to-b to-white to-30% pt-8 pb-16 sm:pb-20"
    >
      <Container>
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Compliance calendar", path: CALENDAR_PATH },
          ]}
        />
        <h1 className="text-ink mt-6 text-4xl font-bold sm:text-5xl">EPR compliance calendar</h1>
        <p className="text-muted mt-4 max-w-3xl text-lg">
          Every return producers, importers and brand owners file for plastic packaging, e-waste and
          batteries: the day the rules set, each extension with the order and the source it rests
          on, and the date in force today. Statuses are as of {formatDay(today)} (India). The CPCB
          portal for each regime has the final word.
        </p>
        <CalendarFilters query={query} />
        <FollowTheDates />
        {regimes.map((regime) => (
          <section key={regime} aria-labelledby={`${regime}-heading`} className="mt-12">
            <h2 id={`${regime}-heading`} className="text-ink text-3xl font-bold">
              {REGIME_NAMES[regime]}
            </h2>
            {years.map((fy) => {
              const shown = filingsOf(regime, [fy]);
              return (
                <div key={fy} className="mt-6">
                  <h3 className="text-ink text-xl font-semibold">Financial year {fy}</h3>
                  {shown.length === 0 ? (
                    <p className="text-muted mt-2">
                      No filing under the current rules for this year.
                    </p>
                  ) : (
                    <ul className="mt-3 grid gap-4 lg:grid-cols-2 print:block print:space-y-3">
                      {shown.map((filing) => (
                        <li key={filing.id}>
                          <FilingCard filing={filing} today={today} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </section>
        ))}
        <p className="text-muted mt-12 max-w-3xl print:hidden">
          Need the returns filed on time? Our{" "}
          <Link
            href="/epr-compliance-service"
            className="text-brand-800 underline underline-offset-4"
          >
            EPR compliance service
          </Link>{" "}
          runs this calendar with you.
        </p>
      </Container>
    </div>
  );
}
