import type { ReactNode } from "react";
import { mergeClasses } from "@/lib/merge-classes";

type Column = { label: string; className?: string };

/**
 * A workspace table: words stay whole (the workspace otherwise breaks anywhere), so on a phone
 * the table scrolls sideways inside a focusable region instead. The children are its body rows.
 */
export function ScrollTable({
  label,
  caption,
  columns,
  className,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={mergeClasses("scroll-x", className)}
    >
      <table className="w-full text-left text-sm wrap-normal">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column, i) => (
              <th
                key={column.label}
                scope="col"
                className={mergeClasses(
                  i === 0 && "py-1",
                  i < columns.length - 1 && "pr-3",
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
