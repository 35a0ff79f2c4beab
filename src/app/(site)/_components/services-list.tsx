import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { services } from "@/content/home";

export function ServicesList() {
  return (
    <Section id="services" aria-labelledby="services-title" tone="surface">
      <SectionHeading
        id="services-title"
        eyebrow="Our services"
        title="Three services, one accountable partner"
        intro="Choose what you need. Each service has its own team, its own records and the same promise: we show you where your waste went."
      />
      <ol className="grid gap-6 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.number}
            className="group border-brand-100 hover:border-brand-300 relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-8"
          >
            <span
              aria-hidden="true"
              className="text-brand-600 group-hover:text-brand-700 text-5xl font-extrabold transition-colors"
            >
              {service.number}
            </span>
            <h3 className="text-ink mt-2 text-2xl font-bold">
              <span className="sr-only">{service.number}. </span>
              {service.title}
            </h3>
            <p className="text-muted mt-3">{service.text}</p>
            <ul className="mt-5 space-y-2">
              {service.points.map((point, i) => (
                <li key={i} className="text-ink flex gap-2 text-sm">
                  <Icon icon="check" className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              href={service.href}
              className="text-brand-800 mt-auto inline-flex min-h-11 items-center gap-2 pt-6 font-semibold underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline"
            >
              Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
              <Icon icon="arrow-right" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ol>
    </Section>
  );
}
