import { NewTabLink } from "@/components/ui/new-tab-link";
import { SampleNote } from "@/components/site/sample-note";
import { Link } from "@/components/ui/link";
import { Icon, type IconName } from "@/components/ui/icon";
import type { CityRecord } from "@/content/cities";
import { site, type Claims } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { ConsultationModal } from "./consultation-modal";

// The company's own claims from src/content/site.ts, shown as text only (never as rating markup).
// Pickup support is claimed only where we have crews: a city without an office (Mumbai) gets
// no pickup badge, so the sidebar agrees with that city's FAQ.
function badgesFor(
  city: CityRecord,
  claims: Claims,
): { icon: IconName; value: string; label: string }[] {
  return [
    { icon: "star", value: claims.googleRating, label: "Google rating" },
    { icon: "users", value: claims.brandsTrust, label: "businesses served" },
    { icon: "award", value: claims.yearsExperience, label: "years of experience" },
    ...(city.regionalOffices.length > 0
      ? [{ icon: "clock" as const, value: claims.support, label: "pickup support" }]
      : []),
  ];
}

const action =
  "text-brand-800 hover:bg-brand-50 flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold";

export async function CitySidebar({ city }: { city: CityRecord }) {
  const settings = await getSiteSettings();
  const { phone, whatsapp } = settings;
  return (
    <aside aria-label={`Contact options for ${city.city}`} className="space-y-6">
      <section
        aria-labelledby="quick-actions"
        className="border-brand-100 rounded-2xl border bg-white p-6 shadow-sm"
      >
        <h2 id="quick-actions" className="text-ink text-lg font-bold">
          Quick actions
        </h2>
        <div className="mt-4">
          <ConsultationModal
            page={`/locations/${city.slug}`}
            city={city.city}
            idPrefix="sidebar-consultation"
            variant="primary"
          />
        </div>
        <ul className="mt-4 space-y-1">
          <li>
            <a href={`tel:${phone.dial}`} className={action}>
              <Icon icon="phone" className="h-5 w-5" />
              Call {phone.display}
            </a>
          </li>
          <li>
            <NewTabLink href={`https://wa.me/${whatsapp.e164.slice(1)}`} className={action}>
              <Icon icon="message-circle" className="h-5 w-5" />
              WhatsApp {whatsapp.display}
            </NewTabLink>
          </li>
          <li>
            <a href={`mailto:${settings.email}`} className={action}>
              <Icon icon="mail" className="h-5 w-5" />
              E-mail us
            </a>
          </li>
          <li>
            <Link href="/locations" className={action}>
              <Icon icon="map-pinned" className="h-5 w-5" />
              All locations
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="trust-badges" className="bg-brand-50 rounded-2xl p-6">
        <h2 id="trust-badges" className="text-ink text-lg font-bold">
          Why brands trust us
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3">
          {badgesFor(city, settings.claims).map(({ icon, value, label }) => (
            <li key={label} className="rounded-xl bg-white p-3 text-center">
              <Icon icon={icon} className="text-brand-700 mx-auto h-6 w-6" />
              <span className="text-ink mt-1 block text-xl font-bold">{value}</span>
              <span className="text-muted block text-sm">{label}</span>
            </li>
          ))}
        </ul>
        {settings.sample.claims ? <SampleNote kind="claims" className="mt-3" /> : null}
      </section>
      <section aria-labelledby="call-us" className="bg-brand-900 rounded-2xl p-6 text-white">
        <h2 id="call-us" className="text-lg font-bold">
          Talk to an EPR specialist
        </h2>
        <p className="text-brand-100 mt-2 text-sm">
          {city.regionalOffices.length > 0 ? site.hours : site.officeHours}
        </p>
        <a
          href={`tel:${phone.dial}`}
          className="text-accent-300 mt-3 inline-flex items-center gap-2 py-1 text-2xl font-bold underline-offset-4 hover:underline"
        >
          <Icon icon="phone" className="h-6 w-6" />
          {phone.display}
        </a>
        {phone.tollFree ? <p className="text-brand-200 text-sm">Toll-free</p> : null}
      </section>
    </aside>
  );
}
