import { Link } from "@/components/ui/link";
import type { InboxRow } from "@/lib/staff/leads/inbox";
import { formatIndianPhone } from "@/lib/phone";
import { eprTypeLabels } from "@/lib/leads/intake/fields";
import { serviceLabels } from "@/content/lead-services";
import { formatDay, formatWhen } from "./when";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-800 capitalize">
      {status}
    </span>
  );
}

/** Who works the lead and when they follow it up, when someone does. */
function FollowUp({ row }: { row: InboxRow }) {
  if (!row.owner && !row.followUpOn) return null;
  return (
    <p className="mt-1 text-sm">
      {row.owner ? <>Owner: {row.owner}</> : "No owner"}
      {row.followUpOn ? <> · Follow up on {formatDay(row.followUpOn)}</> : null}
    </p>
  );
}

/** One card per lead: reads as a list at 375 px and as rows on a wide screen. */
export function LeadList({ rows }: { rows: InboxRow[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6">
        No leads match these filters.
      </p>
    );
  return (
    <ol
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      aria-label="Leads, newest first"
    >
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:gap-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                href={`/staff/leads/${row.id}`}
                prefetch={false}
                className="text-brand-800 font-semibold underline-offset-4 hover:underline"
              >
                {row.name || row.company || row.email}
              </Link>
              <StatusBadge status={row.status} />
              {row.customer ? (
                <span className="text-xs font-semibold text-emerald-800">Customer</span>
              ) : null}
            </p>
            <p className="text-muted text-sm">
              {row.kind === "consultation"
                ? `Consultation${row.eprType ? ` (${eprTypeLabels[row.eprType]})` : ""}`
                : `Contact · ${serviceLabels[row.service]}`}{" "}
              · <span className="break-all">{row.email}</span> ·{" "}
              <span className="whitespace-nowrap">{formatIndianPhone(row.phoneE164)}</span>
            </p>
            {row.estimateSummary ? (
              <p className="mt-1 text-sm">
                <span className="font-semibold">Estimate:</span> {row.estimateSummary}
              </p>
            ) : null}
            {row.message ? <p className="mt-1 line-clamp-2 text-sm">{row.message}</p> : null}
            <FollowUp row={row} />
          </div>
          <p className="text-muted text-sm sm:text-right">
            <time dateTime={row.createdAt.toISOString()}>{formatWhen(row.createdAt)}</time>
            <br />
            <span className="break-all">{row.sourcePage}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
