import { Icon } from "@/components/ui/icon";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { getSiteSettings } from "@/lib/company-content/settings";

export async function StillHaveQuestions() {
  const { phone } = await getSiteSettings();
  return (
    <section
      aria-labelledby="still-questions-heading"
      className="bg-brand-900 mt-16 rounded-3xl p-8 text-center text-white sm:p-12"
    >
      <Icon icon="message-circle" className="text-accent-300 mx-auto h-10 w-10" />
      <h2 id="still-questions-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
        Still have questions?
      </h2>
      <p className="text-brand-100 mx-auto mt-3 max-w-xl text-lg">
        Our team is happy to help with anything not covered here. Write to us or call us
        {phone.tollFree ? " toll-free" : ""}.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink href="/contact-us" variant="accent" size="lg">
          Contact Us
        </ButtonLink>
        <a href={`tel:${phone.dial}`} className={buttonClasses("light", "lg")}>
          <Icon icon="phone" className="h-5 w-5" />
          Call {phone.display}
        </a>
      </div>
    </section>
  );
}
