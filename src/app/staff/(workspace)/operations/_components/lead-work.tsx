import { Link } from "@/components/ui/link";
import type { OwnerLoad, StaleLead } from "@/lib/ops/coordinator";
import { serviceLabels } from "@/content/lead-services";
import { ScrollTable } from "../../_components/scroll-table";
import { formatWhen } from "../../_components/when";
import { Panel } from "./coordinator";
import { State } from "./facts";

/** Leads nobody has moved on from "new" within the working day the site promises. */
export function StaleLeads({ total, leads }: { total: number; leads: StaleLead[] }) {
  return (
    <Panel id="stale-title" title="Still new after one working day">
      {total === 0 ? (
        <p>
          <State ok>None: every lead has been answered within a working day.</State>
        </p>
      ) : (
        <>
          <p>
            <State ok={false}>
              {total} {total === 1 ? "lead was" : "leads were"} promised a call within one working
              day and {total === 1 ? "is" : "are"} still new.
            </State>{" "}
            Call {total === 1 ? "it" : "them"} first, then set the status.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {leads.map((l) => (
              <li key={l.id}>
                <Link
                  prefetch={false}
                  className="text-brand-800 underline"
                  href={`/staff/leads/${l.id}`}
                >
                  {l.who}
                </Link>{" "}
                · {serviceLabels[l.service]} · {formatWhen(l.createdAt)}
              </li>
            ))}
          </ul>
          {total > leads.length ? (
            <p>
              <Link prefetch={false} className="text-brand-800 underline" href="/staff?status=new">
                All {total} new leads
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

/** Open leads (neither won nor lost) by owner, with those past their follow-up day. */
export function OpenByOwner({ loads }: { loads: OwnerLoad[] }) {
  return (
    <Panel id="owners-title" title="Open leads by owner">
      {loads.length === 0 ? (
        <p>No open leads.</p>
      ) : (
        <ScrollTable
          label="Owners and their open leads"
          caption="Open leads and overdue follow-ups, by owner"
          columns={[
            { label: "Owner" },
            { label: "Open", className: "text-right" },
            { label: "Overdue follow-ups", className: "text-right" },
          ]}
        >
          {loads.map((l) => (
            <tr key={l.owner ?? ""} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {l.owner ?? "Nobody yet"}
              </th>
              <td className="pr-3 text-right tabular-nums">{l.open}</td>
              <td className="text-right tabular-nums">{l.overdue}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <p>
        <Link prefetch={false} className="text-brand-800 underline" href="/staff?view=overdue">
          See the overdue follow-ups
        </Link>
      </p>
    </Panel>
  );
}
