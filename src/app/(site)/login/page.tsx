import { Icon } from "@/components/ui/icon";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { site } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Client portal login",
  description: `Sign in to the ${site.name} client portal for pickup schedules, EPR certificates and compliance reports.`,
  path: "/login",
});

/** Shown when no external portal is configured (PORTAL_URL unset). */
export default async function LoginPage() {
  const contact = await getSiteSettings();
  return (
    <Container className="pt-8 pb-16 sm:pt-10 sm:pb-24">
      <div className="mx-auto max-w-2xl">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Client portal", path: "/login" },
          ]}
        />
      </div>
      <div className="border-brand-100 bg-surface mx-auto mt-6 max-w-2xl rounded-3xl border p-8 sm:mt-10 sm:p-12">
        <Icon icon="key-round" className="text-brand-700 h-10 w-10" />
        <h1 className="title mt-4">Client portal</h1>
        <p className="text-muted mt-4 text-lg">
          Our clients use the portal to track pickups in real time, download EPR certificates and
          compliance reports, and keep audit-ready records in one place. Portal accounts are created
          for each client during onboarding.
        </p>
        <p className="text-muted mt-4 text-lg">
          Already a client and need access, or a new login? Our support team will set it up for you.
        </p>
        <ul className="mt-6 space-y-3">
          <li className="flex items-center gap-3">
            <Icon icon="phone" className="text-brand-700 h-5 w-5" />
            <a
              className="text-brand-800 font-semibold underline"
              href={`tel:${contact.phone.dial}`}
            >
              {contact.phone.display}
            </a>
            <span className="text-muted">(toll-free)</span>
          </li>
          <li className="flex items-center gap-3">
            <Icon icon="mail" className="text-brand-700 h-5 w-5" />
            <a className="text-brand-800 font-semibold underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        </ul>
        <ButtonLink href="/contact-us" className="mt-8">
          Become a client
        </ButtonLink>
      </div>
    </Container>
  );
}
