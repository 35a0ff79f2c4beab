import { ewasteTarget } from "@/content/regulation/ewaste-targets";
import {
  PLASTIC_CATEGORIES,
  plasticCategoryLabels,
  plasticEprTarget,
  plasticRecyclingMinimum,
} from "@/content/regulation/plastic-targets";
import { formatDay } from "@/lib/format-day";
import { SourceLinks } from "./source-links";
import { cn } from "@/lib/cn";

const th = "border-b border-slate-300 px-3 py-2 text-left font-semibold";
const td = "border-b border-slate-200 px-3 py-2 tabular-nums";

/** The published tables the estimator uses, each with its source and review date. */
export function TargetTables() {
  const years = plasticRecyclingMinimum.years;
  return (
    <section aria-labelledby="tables-heading" className="mt-16">
      <h2 id="tables-heading" className="text-ink text-2xl font-bold sm:text-3xl">
        The figures behind the estimate
      </h2>
      <p className="text-muted mt-3 max-w-3xl">
        Plastic packaging: the obligation is the category&apos;s eligible quantity (the average of
        the two previous financial years, plus pre-consumer plastic packaging waste where counted)
        times the year&apos;s EPR target; part of it must be met by recycling. E-waste: the target
        is a share of the equipment placed on the market one average product life earlier. Years
        after the last column use its figure (the rules say &quot;and onwards&quot;).
      </p>

      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="text-ink px-3 pt-3 text-left font-semibold">
            Plastic packaging: minimum share of the EPR target met by recycling (%)
          </caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Category
              </th>
              {years.map((fy) => (
                <th key={fy} scope="col" className={th}>
                  {fy}
                  {fy === years.at(-1) ? " on" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLASTIC_CATEGORIES.map((c) => (
              <tr key={c}>
                <th scope="row" className={cn(td, "text-left font-normal")}>
                  {plasticCategoryLabels[c]}
                </th>
                {plasticRecyclingMinimum.rows[c].map((p, i) => (
                  <td key={years[i]} className={td}>
                    {p}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={cn(td, "text-left font-normal")}>
                EPR target, all categories (% of eligible quantity)
              </th>
              {plasticEprTarget.rows.map((r) => (
                <td key={r.fy} className={td}>
                  {r.percent}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <p className="text-muted px-3 py-3 text-xs">
          Source: <SourceLinks sources={plasticRecyclingMinimum.sources} />. Last reviewed:{" "}
          {formatDay(plasticRecyclingMinimum.reviewed)}.
        </p>
      </div>

      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[24rem] text-sm">
          <caption className="text-ink px-3 pt-3 text-left font-semibold">
            E-waste: recycling target (% of equipment placed on the market)
          </caption>
          <thead>
            <tr>
              {ewasteTarget.rows.map((r, i) => (
                <th key={r.fy} scope="col" className={th}>
                  {r.fy}
                  {i === ewasteTarget.rows.length - 1 ? " on" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {ewasteTarget.rows.map((r) => (
                <td key={r.fy} className={td}>
                  {r.percent}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <p className="text-muted px-3 py-3 text-xs">
          Source: <SourceLinks sources={ewasteTarget.sources} />. Last reviewed:{" "}
          {formatDay(ewasteTarget.reviewed)}.
        </p>
      </div>
    </section>
  );
}
