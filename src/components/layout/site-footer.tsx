import { Link } from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { FooterSection } from "@/components/layout/footer-section";
import { Logo } from "@/components/layout/logo";
import { SocialLinks } from "@/components/site/social-links";
import { footerColumns } from "@/content/navigation";
import { formatAddress, mainOffice } from "@/content/offices";
import { site } from "@/content/site";
import { getOffices } from "@/lib/company-content";
import { getSiteSettings } from "@/lib/company-content/settings";

export async function SiteFooter() {
  const [contact, offices] = await Promise.all([getSiteSettings(), getOffices()]);
  const office = mainOffice(offices.items);
  const year = new Date().getFullYear();
  return (
    <footer
      className="site-footer on-dark bg-brand-950 text-brand-50"
      aria-labelledby="footer-heading"
    >
      <h2 id="footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="wrap footer-grid">
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="text-brand-100 max-w-sm">{site.aim}</p>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon icon="map-pin" className="text-brand-300 mt-1 h-5 w-5 shrink-0" />
              <span>
                <span className="block font-semibold text-white">{office.name}</span>
                {formatAddress(office)}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <Icon icon="phone" className="text-brand-300 h-5 w-5 shrink-0" />
              <a href={`tel:${contact.phone.dial}`} className="underline-offset-4 hover:underline">
                {contact.phone.display}
                {contact.phone.tollFree ? (
                  <span className="text-brand-200"> (toll-free)</span>
                ) : null}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Icon icon="mail" className="text-brand-300 h-5 w-5 shrink-0" />
              <a href={`mailto:${contact.email}`} className="underline-offset-4 hover:underline">
                {contact.email}
              </a>
            </p>
          </address>
          <SocialLinks tone="dark" links={contact.socialLinks} />
        </div>
        <div className="nav:grid-cols-3 nav:gap-8 grid gap-2">
          {footerColumns.map((column) => (
            <FooterSection key={column.title} title={column.title}>
              <ul className="space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </FooterSection>
          ))}
        </div>
      </div>
      <div className="border-brand-900 border-t">
        <div className="wrap footer-bar">
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
          <p>{site.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
