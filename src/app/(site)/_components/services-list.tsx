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
          <li key={service.number} className="service-card group">
            <span aria-hidden="true" className="service-card-number">
              {service.number}
            </span>
            <h3 className="text-ink mt-2 text-2xl font-bold">
              <span className="sr-only">{service.number}. </span>
              {service.title}
            </h3>
            <p className="text-muted mt-3">{service.text}</p>
            <ul className="check-list">
              {service.points.map((point, i) => (
                <li key={i}>
                  <Icon icon="check" />
                  {point}
                </li>
              ))}
            </ul>
            <Link href={service.href} className="service-card-link">
              Learn more<span className="sr-only"> about {service.title.toLowerCase()}</span>
              <Icon icon="arrow-right" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ol>
    </Section>
  );
}
