import { REGIME_NAMES, REGIMES } from "@/content/regulation/filings";
import { ATOM_PATH, feedPath } from "@/lib/calendar/query";

const link = "text-brand-800 font-medium underline underline-offset-4";

/** How to follow the dates: a calendar feed per regime or for all, and the feed of changes. */
export function FollowTheDates() {
  return (
    <section
      aria-labelledby="follow-heading"
      className="border-brand-100 mt-8 rounded-2xl border bg-white p-5 print:hidden"
    >
      <h2 id="follow-heading" className="text-ink text-xl font-bold">
        Follow the dates
      </h2>
      <p className="text-muted mt-2">
        Subscribe to a calendar feed in Google Calendar, Outlook or Apple Calendar: when a date is
        extended, the event moves instead of a second one appearing.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={feedPath("all")} className={link}>
            Every regime (.ics)
          </a>
        </li>
        {REGIMES.map((regime) => (
          <li key={regime}>
            <a href={feedPath(regime)} className={link}>
              {REGIME_NAMES[regime]} (.ics)
            </a>
          </li>
        ))}
        <li>
          <a href={ATOM_PATH} className={link}>
            What changed (Atom feed)
          </a>
        </li>
      </ul>
    </section>
  );
}
