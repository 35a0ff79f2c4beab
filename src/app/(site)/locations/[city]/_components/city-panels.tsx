import { NewTabLink } from "@/components/ui/new-tab-link";
import { SampleNote } from "@/components/site/sample-note";
import { Accordion } from "@/components/widgets/accordion";
import { Icon } from "@/components/ui/icon";
import type { CityRecord } from "@/content/cities";

const h2 = "text-ink text-2xl font-bold sm:text-3xl";
const h3 = "text-ink text-xl font-bold";

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <Icon icon="circle-check" className="text-brand-600 mt-0.5 h-5 w-5 shrink-0" />
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function OverviewPanel({ city }: { city: CityRecord }) {
  return (
    <div className="space-y-10">
      <h2 className={h2}>EPR in {city.city}: overview</h2>
      <div>
        <h3 className={h3}>Who needs EPR registration in {city.city}</h3>
        <Checklist items={city.whoNeedsEPR} />
      </div>
      <aside className="border-accent-500 bg-accent-100 rounded-2xl border-l-4 p-6">
        <p className="text-ink text-lg font-bold">{city.calloutBox.title}</p>
        <p className="text-ink mt-2">{city.calloutBox.text}</p>
      </aside>
      <div>
        <h3 className={h3}>Why {city.city} businesses choose us</h3>
        <Checklist items={city.whyChooseUs} />
      </div>
      <div>
        <h3 className={h3}>Case studies</h3>
        <SampleNote kind="caseStudies" className="mt-1" />
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {city.caseStudies.map((study) => (
            <li key={study.client} className="border-brand-100 rounded-2xl border bg-white p-5">
              <p className="text-brand-700 text-sm font-semibold">{study.type}</p>
              <p className="text-ink mt-1 font-bold">{study.client}</p>
              {study.result ? <p className="text-muted mt-2">{study.result}</p> : null}
              {study.location ? (
                <p className="text-muted mt-2 flex items-center gap-1">
                  <Icon icon="map-pin" className="h-4 w-4" /> {study.location}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ServicesPanel({ city }: { city: CityRecord }) {
  return (
    <div>
      <h2 className={h2}>Our EPR services in {city.city}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {city.services.map((service) => (
          <li key={service.type} className="border-brand-100 rounded-2xl border bg-white p-6">
            <h3 className="text-ink text-lg font-bold">{service.type}</h3>
            <p className="text-muted mt-2">{service.details}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LocationsPanel({ city }: { city: CityRecord }) {
  const { lat, lng } = city.mapCoordinates;
  const map = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=11/${lat}/${lng}`;
  return (
    <div>
      <h2 className={h2}>Serving {city.city}</h2>
      <p className="text-ink mt-4 text-lg">{city.coverage}</p>
      {city.regionalOffices.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {city.regionalOffices.map((office) => (
            <li key={office.area} className="border-brand-100 rounded-2xl border bg-white p-6">
              <h3 className="text-ink text-lg font-bold">{office.area}</h3>
              <address className="text-muted mt-2 space-y-2 not-italic">
                <p>{office.address}</p>
                <p className="flex items-center gap-2">
                  <Icon icon="phone" className="text-brand-700 h-4 w-4" />
                  <a
                    href={`tel:${office.phone.replace(/\s/g, "")}`}
                    className="text-brand-800 py-1 font-semibold underline-offset-4 hover:underline"
                  >
                    {office.phone}
                  </a>
                </p>
              </address>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-6">
        <NewTabLink
          href={map}
          className="text-brand-800 inline-flex items-center gap-2 py-1 font-semibold underline-offset-4 hover:underline"
        >
          <Icon icon="map-pin" className="h-5 w-5" />
          {city.city} on OpenStreetMap ({lat.toFixed(4)}, {lng.toFixed(4)})
          <Icon icon="external-link" className="h-4 w-4" />
        </NewTabLink>
      </p>
    </div>
  );
}

export function FaqPanel({ city }: { city: CityRecord }) {
  return (
    <div>
      <h2 className={h2}>EPR questions from {city.city}</h2>
      <Accordion
        name={`${city.slug}-faq`}
        className="mt-6"
        items={city.faqs.map((faq) => ({
          id: faq.question,
          summary: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </div>
  );
}
