import { NewTabLink } from "@/components/ui/new-tab-link";
import { Icon } from "@/components/ui/icon";
import { CITY_PAGES_LAST_REVIEWED, citySources, type CityRecord } from "@/content/cities";
import { formatDay } from "@/lib/format-day";
import { SECONDARY_NOTE } from "@/content/regulation/source";

const linkClass = "text-brand-800 inline-flex items-center gap-1 py-1 font-semibold underline";

/** Every regulatory section says when it was last checked and links to its primary sources. */
export function RegulatoryNote({ city }: { city: CityRecord }) {
  return (
    <div className="border-brand-100 text-muted mt-10 rounded-2xl border bg-white p-5 text-sm">
      <p>
        <strong className="text-ink">Last reviewed: {formatDay(CITY_PAGES_LAST_REVIEWED)}.</strong>{" "}
        The legal obligation under the Plastic Waste Management Rules 2016 (as amended), the E-Waste
        (Management) Rules 2022 and the Battery Waste Management Rules 2022 stays with the producer,
        importer or brand owner; we help you meet it.{" "}
        {citySources.some((source) => "secondary" in source) ? "Sources" : "Primary sources"}:
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6">
        {citySources.map((source) => (
          <li key={source.url}>
            <NewTabLink href={source.url} className={linkClass}>
              {source.title}
              <Icon icon="external-link" className="h-3.5 w-3.5" />
            </NewTabLink>
            {"secondary" in source ? ` (${SECONDARY_NOTE})` : null}
          </li>
        ))}
        {city.stateBoardUrl ? (
          <li>
            <NewTabLink href={city.stateBoardUrl} className={linkClass}>
              {city.stateBoardFull}
              <Icon icon="external-link" className="h-3.5 w-3.5" />
            </NewTabLink>
          </li>
        ) : (
          <li className="py-1">
            {city.stateBoardFull} ({city.stateBoard})
          </li>
        )}
      </ul>
    </div>
  );
}
