import { useId } from "react";
import { ewasteTarget, ewasteTargetReview } from "@/content/regulation/ewaste-targets";
import {
  PLASTIC_CATEGORIES,
  plasticCategoryLabels,
  plasticEprTarget,
  plasticRecyclingMinimum,
} from "@/content/regulation/plastic-targets";
import type { RegulatorySource } from "@/content/regulation/source";
import { formatDay } from "@/lib/format-day";
import { SourceLinks } from "./source-links";
import { mergeClasses } from "@/lib/merge-classes";

const th = "border-b border-slate-300 px-3 py-2 text-left font-semibold";
const td = "border-b border-slate-200 px-3 py-2 tabular-nums";

type TargetTableProps = {
  caption: string;
  /** Financial years, one column each; the last applies to every later year too. */
  years: readonly string[];
  rows: readonly { label: string; values: readonly number[] }[];
  sources: readonly RegulatorySource[];
  reviewed: string;
  className?: string;
};

/**
 * One published table: a row per category, a column per year, then its source. On a phone the
 * table is wider than the screen: its title stays whole above it, and the table scrolls sideways
 * in a region that takes the keyboard focus (the arrow keys scroll it), with a shadow at the edge
 * that has more.
 */
function TargetTable({ caption, years, rows, sources, reviewed, className }: TargetTableProps) {
  const captionId = useId();
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 bg-white">
      <figcaption id={captionId} className="text-ink px-3 pt-3 text-sm font-semibold">
        {caption}
      </figcaption>
      {/* The edge shadow alone is easy to miss: on a phone, words say the table goes on. */}
      <p className="text-muted px-3 pt-1 text-xs sm:hidden" data-testid="scroll-hint">
        Scroll the table sideways for every year <span aria-hidden="true">→</span>
      </p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="scroll-x">
        <table aria-labelledby={captionId} className={mergeClasses("w-full text-sm", className)}>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Category
              </th>
              {years.map((fy, i) => (
                <th key={fy} scope="col" className={th}>
                  {fy}
                  {i === years.length - 1 ? " on" : ""}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={mergeClasses(td, "text-left font-normal")}>
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={years[i]} className={td}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted px-3 py-3 text-xs">
        Source: <SourceLinks sources={sources} />. Last reviewed: {formatDay(reviewed)}.
      </p>
    </figure>
  );
}

/** The published tables the estimator uses, each with its source and review date. */
export function TargetTables() {
  return (
    <section aria-labelledby="tables-heading" className="mt-16">
      <h2 id="tables-heading" className="text-ink text-2xl font-bold sm:text-3xl">
        The figures behind the estimate
      </h2>
      <p className="text-muted mt-3 max-w-3xl">
        Plastic packaging: the obligation is the category&apos;s eligible quantity (the average of
        the two previous financial years, plus pre-consumer plastic packaging waste where counted,
        less what a producer or importer supplied to registered brand owners and other registered
        entities) times the year&apos;s EPR target (before the table below:{" "}
        {plasticEprTarget.earlier.map((r) => `${r.percent}% for ${r.fy}`).join(", ")}); part of it
        must be met by recycling. E-waste: the target is a share of the equipment placed on the
        market one average product life earlier. Years after the last column use its figure (the
        rules say &quot;and onwards&quot;); the e-waste targets are to be reviewed after{" "}
        {ewasteTargetReview.after}.
      </p>

      <TargetTable
        caption="Plastic packaging: minimum share of the EPR target met by recycling (%)"
        years={plasticRecyclingMinimum.years}
        rows={[
          ...PLASTIC_CATEGORIES.map((c) => ({
            label: plasticCategoryLabels[c],
            values: plasticRecyclingMinimum.rows[c],
          })),
          {
            label: "EPR target, all categories (% of eligible quantity)",
            values: plasticEprTarget.rows.map((r) => r.percent),
          },
        ]}
        sources={plasticRecyclingMinimum.sources}
        reviewed={plasticRecyclingMinimum.reviewed}
        className="min-w-[36rem]"
      />
      <TargetTable
        caption="E-waste: recycling target (% of equipment placed on the market)"
        years={ewasteTarget.rows.map((r) => r.fy)}
        rows={[{ label: "Target", values: ewasteTarget.rows.map((r) => r.percent) }]}
        sources={ewasteTarget.sources}
        reviewed={ewasteTarget.reviewed}
        className="min-w-[28rem]"
      />
    </section>
  );
}
