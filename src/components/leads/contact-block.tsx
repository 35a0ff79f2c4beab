import { Container } from "@/components/ui/container";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import { serviceOfPage } from "@/content/lead-services";

type Props = {
  /** Path of the page the block is on (e.g. "/contact-us"); stored with each enquiry. */
  page: string;
  heading?: string;
};

/** The shared contact section (home, service and contact pages): the form and how to reach us. */
export function ContactBlock({ page, heading = "Get in touch" }: Props) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="section bg-surface">
      <Container>
        <div className="nav:grid-cols-[1.5fr_1fr] grid gap-10 lg:gap-16">
          <div className="card p-6 sm:p-8">
            <h2 id="contact-heading" className="title text-ink">
              {heading}
            </h2>
            <p className="text-muted mt-3 mb-6 text-lg">
              Tell us what you need and our team will call you back within one working day.
            </p>
            <ContactForm page={page} service={serviceOfPage(page)} />
          </div>
          <div className="nav:pt-8">
            <h3 className="text-ink mb-5 text-xl font-bold">Reach us directly</h3>
            <ContactDetails />
          </div>
        </div>
      </Container>
    </section>
  );
}
