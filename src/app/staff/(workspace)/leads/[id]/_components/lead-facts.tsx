import type { LeadDeliveryRow, LeadRow } from "@/lib/db/schema";
import { eprTypeLabels } from "@/lib/leads/intake/fields";
import { formatIndianPhone } from "@/lib/phone";
import { card } from "../../../_components/form-parts";
import { ScrollTable } from "../../../_components/scroll-table";
import { formatWhen } from "../../../_components/when";

export function LeadFacts({ lead }: { lead: LeadRow }) {
  const facts: [string, string][] = [
    ["Kind", lead.kind === "consultation" ? "Free EPR consultation" : "Contact"],
    ["Name", lead.name ?? "—"],
    ["Company", lead.company ?? "—"],
    ["E-mail", lead.email],
    ["Phone", formatIndianPhone(lead.phoneE164)],
    ["EPR type", lead.eprType ? eprTypeLabels[lead.eprType] : "—"],
    ["Source page", lead.sourcePage],
    ["Received", formatWhen(lead.createdAt)],
    ["Privacy notice version", lead.privacyNoticeVersion],
    ["Marketing opt-in", lead.marketingOptIn ? "Yes" : "No"],
  ];
  return (
    <section aria-labelledby="facts-title" className={card}>
      <h2 id="facts-title" className="font-semibold">
        Details
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">Message</h3>
      <p className="mt-1 text-sm whitespace-pre-wrap">{lead.message || "—"}</p>
    </section>
  );
}

export function DeliveryTable({ deliveries }: { deliveries: LeadDeliveryRow[] }) {
  if (deliveries.length === 0)
    return (
      <p className="text-muted text-sm">
        No delivery channel was configured when this lead arrived.
      </p>
    );
  return (
    <ScrollTable
      label="Delivery attempts"
      caption="Deliveries of this lead"
      columns={[
        { label: "Channel" },
        { label: "Status" },
        { label: "Attempts" },
        { label: "Last error" },
      ]}
    >
      {deliveries.map((d) => (
        <tr key={d.id} className="border-b border-slate-100">
          <th scope="row" className="py-1 pr-3 font-normal capitalize">
            {d.channel}
          </th>
          <td className="pr-3">
            {d.status}
            {d.sentAt ? ` (${formatWhen(d.sentAt)})` : ""}
          </td>
          <td className="pr-3">{d.attempts}</td>
          <td>{d.lastError ?? "—"}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
