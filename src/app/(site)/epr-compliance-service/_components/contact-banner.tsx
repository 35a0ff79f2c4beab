import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Reveal } from "@/components/motion/reveal";
import { eprPage } from "@/content/services/epr";
import { getSiteSettings } from "@/lib/company-content/settings";

/** The get-in-touch banner; it points at the contact form that follows it on the page. */
export async function ContactBanner({ formTarget }: { formTarget: string }) {
  const { phone } = await getSiteSettings();
  const { contact } = eprPage;
  return (
    <section
      id="client-contact"
      aria-labelledby="client-contact-heading"
      className="section bg-white"
    >
      <Container>
        <Reveal>
          <div className="from-brand-800 to-brand-950 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12">
            <h2 id="client-contact-heading" className="title">
              {contact.title}
            </h2>
            <p className="text-brand-100 mx-auto mt-4 max-w-2xl text-lg">{contact.text}</p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
              <a href={`#${formTarget}`} className={buttonClasses("accent", "lg")}>
                Get in touch
                <Icon icon="arrow-right" className="h-5 w-5" />
              </a>
              <a href={`tel:${phone.dial}`} className={buttonClasses("light", "lg")}>
                <Icon icon="phone" className="h-5 w-5" />
                {phone.display}
                {phone.tollFree ? <span className="sr-only"> (toll free)</span> : null}
              </a>
            </div>
            <p className="mt-6">
              <Link
                href="/contact-us"
                className="inline-block py-2 font-semibold text-white underline underline-offset-4"
              >
                See all our offices
              </Link>
            </p>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
