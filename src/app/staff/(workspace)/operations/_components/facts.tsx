import { Icon } from "@/components/ui/icon";
import { mergeClasses } from "@/lib/merge-classes";
import { formatDuration } from "@/lib/ops/format";
import { card } from "../../_components/form-parts";
import { formatWhen } from "../../_components/when";

/** A fact with its label: one row of a two-column table. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <th scope="row" className="py-1.5 pr-4 font-normal text-slate-700 sm:w-64">
        {label}
      </th>
      <td className="py-1.5">{children}</td>
    </tr>
  );
}

export function Facts({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** A state in words, with a mark that repeats it (never colour alone). */
export function State({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <span className={mergeClasses("font-semibold", ok ? "text-green-800" : "text-red-800")}>
      <Icon icon={ok ? "check" : "x"} className="mr-1 inline size-4 align-[-0.125em]" />
      {children}
    </span>
  );
}

export function ago(date: Date | null, now: Date): string {
  return date ? `${formatWhen(date)} (${formatDuration(now.getTime() - date.getTime())} ago)` : "—";
}
