import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import { getCity } from "@/content/cities";
import { formatAddress, type Office } from "@/content/offices";
import styles from "./contact-motion.module.css";
import { InView } from "@/components/motion/in-view";
import { mergeClasses } from "@/lib/merge-classes";
import { telHref } from "@/lib/phone";
import { MapLink } from "./map-link";

/** "Navi Mumbai" → "navi-mumbai": the /locations/ slug a city page would have. */
function citySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** One card per office after the main one, two per row from 640px; nothing when there is none. */
export function RegionalOffices({ offices }: { offices: readonly Office[] }) {
  if (offices.length === 0) return null;
  return (
    <section aria-labelledby="regional-offices-heading" className="section bg-surface">
      <Container>
        <h2
          id="regional-offices-heading"
          className="text-ink mb-10 text-center text-3xl font-bold tracking-widest sm:text-4xl"
        >
          REGIONAL OFFICES
        </h2>
        <InView className={styles.scope}>
          <ul className="mx-auto grid max-w-5xl gap-6 sm:grid-cols-2">
            {offices.map((office, index) => {
              const city = getCity(office.slug) ?? getCity(citySlug(office.city));
              return (
                <li
                  key={office.slug}
                  className={mergeClasses(
                    styles.card,
                    "border-brand-100 flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
                  )}
                  style={{ "--card-index": index } as React.CSSProperties}
                >
                  <h3 className="text-ink text-xl font-bold">{office.name}</h3>
                  <address className="text-muted mt-3 flex-1 space-y-2 not-italic">
                    <p className="flex gap-2">
                      <Icon icon="map-pin" className="text-brand-700 mt-0.5 h-5 w-5 shrink-0" />
                      <span>{formatAddress(office)}</span>
                    </p>
                    {office.phones.map((phone) => (
                      <p key={phone} className="flex items-center gap-2">
                        <Icon icon="phone" className="text-brand-700 h-5 w-5 shrink-0" />
                        <a
                          href={telHref(phone)}
                          className="text-brand-800 py-1 font-medium underline-offset-4 hover:underline"
                        >
                          {phone}
                        </a>
                      </p>
                    ))}
                    {office.email ? (
                      <p className="flex items-center gap-2">
                        <Icon icon="mail" className="text-brand-700 h-5 w-5 shrink-0" />
                        <a
                          href={`mailto:${office.email}`}
                          className="text-brand-800 py-1 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                        >
                          {office.email}
                        </a>
                      </p>
                    ) : null}
                    {office.hours ? (
                      <p className="flex gap-2">
                        <Icon icon="clock" className="text-brand-700 mt-0.5 h-5 w-5 shrink-0" />
                        <span>{office.hours}</span>
                      </p>
                    ) : null}
                    <MapLink office={office} tone="light" />
                  </address>
                  {city ? (
                    <Link
                      href={`/locations/${city.slug}`}
                      className="text-brand-800 mt-4 inline-flex items-center gap-1 py-1 font-semibold underline-offset-4 hover:underline"
                    >
                      EPR services in {office.city}
                      <Icon icon="arrow-right" className="h-4 w-4" />
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </InView>
      </Container>
    </section>
  );
}
