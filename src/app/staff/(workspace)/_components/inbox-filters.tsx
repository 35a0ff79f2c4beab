import { EPR_TYPES, eprTypeLabels } from "@/lib/leads/intake/fields";
import { LEAD_STATUSES } from "@/lib/db/schema";
import { LEAD_SERVICES, serviceLabels } from "@/content/lead-services";
import { statusLabel } from "@/lib/staff/leads/status";
import { datesReversed, type InboxFilters } from "@/lib/staff/leads/filters";
import { mergeClasses } from "@/lib/merge-classes";
import { card, field, primary, Problem, problemProps } from "./form-parts";

// A plain GET form: filters live in the URL, so they work without script and can be bookmarked.

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ""} className={field}>
        <option value="">Any</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day filter; a full row each on a phone, where two date inputs side by side do not fit. */
function DateInput({
  name,
  label,
  value,
  problem,
}: {
  name: string;
  label: string;
  value?: string;
  problem?: string;
}) {
  const id = `f-${name}`;
  return (
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value ?? ""}
        className={field}
        {...problemProps(id, problem, { focus: false })}
      />
      <Problem id={id} text={problem} />
    </div>
  );
}

export function InboxFiltersForm({
  filters,
  sources,
}: {
  filters: InboxFilters;
  sources: string[];
}) {
  // The search stays in view; the other filters fold away, so on a phone the leads start on the
  // first screen. They open by themselves whenever one of them is in use.
  const inUse = [
    filters.kind,
    filters.status,
    filters.from,
    filters.to,
    filters.source,
    filters.epr,
    filters.service,
  ].filter(Boolean).length;
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Filter leads"
      className={mergeClasses(card, "space-y-3")}
    >
      {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
        <div className="min-w-0 flex-[1_1_16rem]">
          <label htmlFor="f-q" className="text-sm font-semibold">
            Search
          </label>
          <input
            id="f-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder="Name, e-mail, phone, company or message"
            className={field}
          />
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className={mergeClasses(primary, "px-6")}>
            Apply filters
          </button>
          <a href="/staff" className="text-brand-800 min-h-11 py-2.5 font-medium underline">
            Clear
          </a>
        </div>
      </div>
      <details open={inUse > 0}>
        <summary className="text-brand-800 min-h-11 w-fit cursor-pointer py-2.5 font-semibold">
          More filters{inUse > 0 ? ` (${inUse} in use)` : ""}
        </summary>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-7">
          <Select
            name="service"
            label="Service"
            value={filters.service}
            options={LEAD_SERVICES.map((service) => [service, serviceLabels[service]] as const)}
          />
          <Select
            name="kind"
            label="Kind"
            value={filters.kind}
            options={[
              ["contact", "Contact"],
              ["consultation", "Consultation"],
            ]}
          />
          <Select
            name="status"
            label="Status"
            value={filters.status}
            options={LEAD_STATUSES.map((s) => [s, statusLabel(s)] as const)}
          />
          <DateInput name="from" label="From" value={filters.from} />
          <DateInput
            name="to"
            label="To"
            value={filters.to}
            problem={
              datesReversed(filters) ? "This is before “From”, so no lead can match." : undefined
            }
          />
          <Select
            name="source"
            label="Source page"
            value={filters.source}
            options={sources.map((s) => [s, s] as const)}
          />
          <Select
            name="epr"
            label="EPR type"
            value={filters.epr}
            options={EPR_TYPES.map((type) => [type, eprTypeLabels[type]] as const)}
          />
        </div>
      </details>
    </form>
  );
}
