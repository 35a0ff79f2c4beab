import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getDb } from "@/lib/db";
import { filtersToQuery, parseInboxFilters } from "@/lib/staff/leads/filters";
import { listInbox, sourcePages, weeklyCounts } from "@/lib/staff/leads/inbox";
import { outcomeFor } from "@/lib/staff/leads/outcome";
import { mergeClasses } from "@/lib/merge-classes";
import { requireStaff } from "@/lib/staff/auth/session";
import { DoneNote, secondary } from "./_components/form-parts";
import { InboxFiltersForm } from "./_components/inbox-filters";
import { InboxViews } from "./_components/inbox-views";
import { LeadList } from "./_components/lead-list";
import { WeeklyChart } from "./_components/weekly-chart";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = { title: "Inbox", robots: { index: false, follow: false } };

/** What an erasure from a lead's page did (it leads here, the lead being gone). */
const DONE: Record<string, string> = {
  erased: "The lead was erased.",
  "already-erased": "That lead had already been erased: there was nothing left to delete.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InboxPage({ searchParams }: Props) {
  // Layouts and pages render in parallel: each page checks the session itself.
  const params = await searchParams;
  const filters = parseInboxFilters(params);
  const staff = await requireStaff(`/staff${filtersToQuery(filters, filters.page)}`);
  const db = await getDb();
  const [inbox, sources, counts] = await Promise.all([
    listInbox(db, filters, { staffId: staff.id }),
    sourcePages(db),
    weeklyCounts(db),
  ]);
  const query = filtersToQuery(filters);
  const done = outcomeFor(DONE, params.done);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-ink text-2xl font-bold">Leads inbox</h1>
          <p className="text-muted text-sm" aria-live="polite">
            {inbox.total === 1 ? "1 lead matches." : `${inbox.total} leads match.`}
          </p>
        </div>
        <a
          href={`/staff/export${query}`}
          className={mergeClasses(secondary, "inline-flex items-center")}
        >
          Export these as CSV
        </a>
      </div>
      {done ? <DoneNote>{done}</DoneNote> : null}
      <InboxViews filters={filters} />
      <InboxFiltersForm filters={filters} sources={sources} />
      <LeadList rows={inbox.rows} />
      {inbox.pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          {inbox.page > 1 ? (
            <Link
              prefetch={false}
              className="text-brand-800 underline"
              href={`/staff${filtersToQuery(filters, inbox.page - 1)}`}
            >
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {inbox.page} of {inbox.pages}
          </span>
          {inbox.page < inbox.pages ? (
            <Link
              prefetch={false}
              className="text-brand-800 underline"
              href={`/staff${filtersToQuery(filters, inbox.page + 1)}`}
            >
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <WeeklyChart counts={counts} />
    </div>
  );
}
