import type { LeadDeliveryRow, LeadRow } from "@/lib/db/schema";
import { LEAD_FIELDS, showValue, type LeadFieldDef } from "@/lib/leads/intake/registry";
import { estimateFacts } from "@/lib/staff/leads/estimate-facts";
import { card } from "../../../_components/form-parts";
import { ScrollTable } from "../../../_components/scroll-table";
import { formatWhen } from "../../../_components/when";

/** A field's value: e-mail and phone as links that write or call, the rest as text. */
function FieldValue({ field, lead }: { field: LeadFieldDef; lead: LeadRow }) {
  const raw = lead[field.column];
  const text = showValue(field, raw);
  if (!text) return <>—</>;
  const link = "text-brand-800 underline break-all";
  if (field.input.type === "email")
    return (
      <a className={link} href={`mailto:${String(raw)}`}>
        {text}
      </a>
    );
  if (field.input.type === "phone")
    return (
      <a className={link} href={`tel:${String(raw)}`}>
        {text}
      </a>
    );
  return <>{text}</>;
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted font-medium">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadFacts({ lead }: { lead: LeadRow }) {
  // The registry's fields its form asked (the message goes below), those shown only when given
  // (a pickup's) only then.
  const fields = LEAD_FIELDS.filter(
    (field: LeadFieldDef) =>
      field.name !== "message" &&
      (lead.kind in field.asked || field.everyLead) &&
      (!field.onlyWhenGiven || Boolean(lead[field.column])),
  );
  const rows: [string, React.ReactNode][] = [
    ["Kind", lead.kind === "consultation" ? "Free EPR consultation" : "Contact"],
    ...fields.map((field): [string, React.ReactNode] => [
      field.label,
      <FieldValue key={field.name} field={field} lead={lead} />,
    ]),
    ["Source page", lead.sourcePage],
    ["Received", formatWhen(lead.createdAt)],
    ["Privacy notice version", lead.privacyNoticeVersion],
    ["Marketing opt-in", lead.marketingOptIn ? "Yes" : "No"],
  ];
  const estimate = estimateFacts(lead.estimateQuery, lead.estimateSummary);
  return (
    <section aria-labelledby="facts-title" className={card}>
      <h2 id="facts-title" className="font-semibold">
        Details
      </h2>
      <Facts rows={rows} />
      {estimate ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Sent with an estimate</h3>
          <Facts rows={[...estimate.inputs, ["Result", estimate.summary || "—"]]} />
          <p className="mt-2 text-sm">
            <a className="text-brand-800 underline" href={estimate.href}>
              Open the estimate as the visitor saw it
            </a>
          </p>
        </>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">Message</h3>
      <p className="mt-1 text-sm whitespace-pre-wrap">{lead.message || "—"}</p>
    </section>
  );
}

const CHANNEL_LABELS: Record<LeadDeliveryRow["channel"], string> = {
  email: "E-mail to the team",
  webhook: "Webhook",
  owner: "E-mail to the owner",
};

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
          <th scope="row" className="py-1 pr-3 font-normal">
            {CHANNEL_LABELS[d.channel]}
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
