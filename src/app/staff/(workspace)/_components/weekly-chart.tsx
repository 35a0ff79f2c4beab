import type { WeekCount } from "@/lib/staff/leads/inbox";
import { card } from "./form-parts";

// Leads per week as a stacked bar chart in plain SVG, drawn on the server (no script needed).
// The same numbers follow in a table for screen readers and for anyone who prefers figures.

const KIND_COLOURS = { contact: "#0b6e42", consultation: "#b45309" } as const;

function mondays(weeks: number, now: Date): string[] {
  const ist = new Date(now.getTime() + 5.5 * 3_600_000);
  const day = (ist.getUTCDay() + 6) % 7;
  const monday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - day);
  return Array.from({ length: weeks }, (_, i) =>
    new Date(monday - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

export function WeeklyChart({
  counts,
  weeks = 12,
  now = new Date(),
}: {
  counts: WeekCount[];
  weeks?: number;
  now?: Date;
}) {
  const labels = mondays(weeks, now);
  const byWeek = labels.map((week) => {
    const rows = counts.filter((c) => c.week === week);
    const sum = (kind: "contact" | "consultation") =>
      rows.filter((r) => r.kind === kind).reduce((a, r) => a + r.count, 0);
    return { week, contact: sum("contact"), consultation: sum("consultation") };
  });
  const max = Math.max(1, ...byWeek.map((w) => w.contact + w.consultation));
  const sources = new Map<string, number>();
  for (const c of counts) sources.set(c.sourcePage, (sources.get(c.sourcePage) ?? 0) + c.count);
  const topSources = [...sources].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const width = 600;
  const height = 160;
  const barWidth = width / weeks;
  return (
    <section aria-labelledby="chart-title" className={card}>
      <h2 id="chart-title" className="text-ink font-semibold">
        Leads per week (last {weeks} weeks)
      </h2>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        className="mt-3 h-auto w-full"
      >
        <desc id="chart-desc">
          Stacked bars: contact enquiries in green, consultation requests in amber. Figures are in
          the table below.
        </desc>
        {byWeek.map((w, i) => {
          const contactH = (w.contact / max) * height;
          const consultH = (w.consultation / max) * height;
          const x = i * barWidth + 4;
          return (
            <g key={w.week}>
              <rect
                x={x}
                y={height - contactH}
                width={barWidth - 8}
                height={contactH}
                fill={KIND_COLOURS.contact}
              />
              <rect
                x={x}
                y={height - contactH - consultH}
                width={barWidth - 8}
                height={consultH}
                fill={KIND_COLOURS.consultation}
              />
            </g>
          );
        })}
      </svg>
      {/* The week labels are HTML under the bars, so they keep the text size at any width (as
          SVG text they shrank with the drawing to a few pixels on a phone). */}
      <div aria-hidden="true" className="text-muted mt-1 grid grid-cols-12 text-xs">
        {byWeek.map((w, i) =>
          i % 2 === 0 ? (
            <span key={w.week} className="col-span-2 pl-1">
              {w.week.slice(5)}
            </span>
          ) : null,
        )}
      </div>
      <p className="text-muted mt-2 flex flex-wrap gap-4 text-sm">
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-3 w-3 rounded-sm"
            style={{ background: KIND_COLOURS.contact }}
          />
          Contact
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-3 w-3 rounded-sm"
            style={{ background: KIND_COLOURS.consultation }}
          />
          Consultation
        </span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="text-brand-800 cursor-pointer font-medium">
          Figures by week and source page
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Leads per week by kind</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Contact</th>
              <th scope="col">Consultation</th>
            </tr>
          </thead>
          <tbody>
            {byWeek.map((w) => (
              <tr key={w.week}>
                <th scope="row" className="font-normal">
                  {w.week}
                </th>
                <td>{w.contact}</td>
                <td>{w.consultation}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-3 font-semibold">Top source pages</h3>
        <ul className="mt-1 list-disc pl-5">
          {topSources.map(([page, n]) => (
            <li key={page}>
              {page}: {n}
            </li>
          ))}
          {topSources.length === 0 ? <li>No leads in this period.</li> : null}
        </ul>
      </details>
    </section>
  );
}
