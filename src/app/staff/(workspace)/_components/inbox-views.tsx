import { Link } from "@/components/ui/link";
import { filtersToQuery, type InboxFilters } from "@/lib/staff/leads/filters";
import { mergeClasses } from "@/lib/merge-classes";

const VIEWS = [
  [undefined, "All leads"],
  ["mine", "Mine"],
  ["overdue", "Overdue follow-ups"],
] as const;

/** All leads, the signed-in person's own, and those whose follow-up day has passed. */
export function InboxViews({ filters }: { filters: InboxFilters }) {
  return (
    <nav aria-label="Inbox views">
      <ul className="flex flex-wrap gap-2">
        {VIEWS.map(([view, label]) => {
          const current = filters.view === view;
          return (
            <li key={label}>
              <Link
                prefetch={false}
                href={`/staff${filtersToQuery({ ...filters, view, page: undefined })}`}
                aria-current={current ? "page" : undefined}
                className={mergeClasses(
                  "inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold",
                  current
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-brand-700 text-brand-800 hover:bg-brand-50",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
