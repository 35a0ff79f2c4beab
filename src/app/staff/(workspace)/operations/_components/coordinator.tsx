import { Link } from "@/components/ui/link";
import { cities } from "@/content/cities";
import type { FormHealth, NewLeadCount } from "@/lib/ops/coordinator";
import type { OpsWarning } from "@/lib/ops/warnings";
import { serviceLabels } from "@/content/lead-services";
import { card } from "../../_components/form-parts";
import { ScrollTable } from "../../_components/scroll-table";
import { State } from "./facts";

export function Panel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm">{children}</div>
    </section>
  );
}

/** Every warning, with what to do; a plain "nothing" when all is well. */
export function Warnings({ warnings }: { warnings: OpsWarning[] }) {
  return (
    <Panel id="warnings-title" title="Needs attention">
      {warnings.length === 0 ? (
        <p>
          <State ok>Nothing needs attention: enquiries are delivered and backed up.</State>
        </p>
      ) : (
        <ul className="space-y-3">
          {warnings.map((w) => (
            <li key={w.id} className="rounded-lg border border-red-200 bg-red-50 p-3">
              <p>
                <State ok={false}>{w.title}</State>
              </p>
              <p className="mt-1">{w.action}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const cityName = (slug: string | null) =>
  slug === null ? "No city page" : (cities.find((c) => c.slug === slug)?.city ?? slug);

/** This week's leads, by service and the city page they came from. */
export function NewLeads({ counts }: { counts: NewLeadCount[] }) {
  const today = counts.reduce((sum, c) => sum + c.today, 0);
  const week = counts.reduce((sum, c) => sum + c.week, 0);
  return (
    <Panel id="new-title" title="New leads">
      <p>
        {today} today, {week} this week (from Monday, India time).
      </p>
      {counts.length > 0 ? (
        <ScrollTable
          label="New leads by service and city"
          caption="New leads today and this week, by service and city"
          columns={[
            { label: "Service" },
            { label: "City" },
            { label: "Today", className: "text-right" },
            { label: "This week", className: "text-right" },
          ]}
        >
          {counts.map((c) => (
            <tr key={`${c.service}-${c.city}`} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                <Link
                  prefetch={false}
                  className="text-brand-800 underline"
                  href={`/staff?service=${c.service}`}
                >
                  {serviceLabels[c.service]}
                </Link>
              </th>
              <td className="pr-3">{cityName(c.city)}</td>
              <td className="pr-3 text-right tabular-nums">{c.today}</td>
              <td className="text-right tabular-nums">{c.week}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </Panel>
  );
}

/** What the forms turned away over the last seven days. */
export function FormHealthPanel({ health }: { health: FormHealth }) {
  return (
    <Panel id="forms-title" title="Form health (last 7 days)">
      <ul className="space-y-1">
        <li>{health.invalid} sent with a field to fix (the visitor was shown what to correct)</li>
        <li>{health.spam} caught as spam by the hidden field</li>
        <li>{health.rateLimit} refused for too many from one connection</li>
      </ul>
      <p className="text-muted">
        A sudden rise in the first can mean a broken form, and in the last a visitor who could not
        get through: ask the developer to look.
      </p>
    </Panel>
  );
}
