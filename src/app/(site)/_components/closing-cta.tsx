import { Icon } from "@/components/ui/icon";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { closingCta } from "@/content/home";
import { getSiteSettings } from "@/lib/company-content/settings";

export async function ClosingCta() {
  const { phone } = await getSiteSettings();
  return (
    <section aria-labelledby="closing-title" className="section bg-white">
      <Container>
        <div className="from-brand-700 to-brand-900 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="bg-brand-500/30 absolute -top-16 -left-16 h-56 w-56 rounded-full"
          />
          <div
            aria-hidden="true"
            className="bg-brand-400/20 absolute -right-10 -bottom-20 h-64 w-64 rounded-full"
          />
          <h2 id="closing-title" className="title relative">
            {closingCta.title}
          </h2>
          <p className="text-brand-100 relative mx-auto mt-4 max-w-2xl text-lg">
            {closingCta.text}
          </p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/contact-us" variant="accent" size="lg">
              {closingCta.cta}
            </ButtonLink>
            <a
              href={`tel:${phone.dial}`}
              className="inline-flex min-h-13 items-center gap-2 rounded-full border-2 border-white/60 px-8 text-lg font-semibold text-white transition-colors hover:bg-white/10"
            >
              <Icon icon="phone" className="h-5 w-5" />
              <span>
                <span className="sr-only">{phone.tollFree ? "Call toll-free " : "Call "}</span>
                {phone.display}
              </span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
