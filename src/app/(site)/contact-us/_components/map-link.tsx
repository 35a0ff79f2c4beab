import { Icon } from "@/components/ui/icon";
import { NewTabLink } from "@/components/ui/new-tab-link";
import type { Office } from "@/content/offices";
import { mergeClasses } from "@/lib/merge-classes";

/** The office's map link from WordPress, opening in a new tab. */
export function MapLink({ office, tone }: { office: Office; tone: "light" | "dark" }) {
  if (!office.mapUrl) return null;
  return (
    <p className="flex items-center gap-3">
      <Icon
        icon="map-pinned"
        className={mergeClasses(
          "h-5 w-5 shrink-0",
          tone === "dark" ? "text-brand-300" : "text-brand-700",
        )}
      />
      <NewTabLink
        href={office.mapUrl}
        className={mergeClasses(
          "py-1 underline-offset-4 hover:underline",
          tone === "dark" ? "font-semibold" : "text-brand-800 font-medium",
        )}
      >
        {office.name} on the map
      </NewTabLink>
    </p>
  );
}
