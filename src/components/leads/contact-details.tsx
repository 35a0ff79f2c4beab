import { Icon } from "@/components/ui/icon";
import { SocialLinks } from "@/components/site/social-links";
import { formatAddress, mainOffice } from "@/content/offices";
import { site } from "@/content/site";
import { getOffices } from "@/lib/company-content";
import { getSiteSettings } from "@/lib/company-content/settings";
import { mergeClasses } from "@/lib/merge-classes";

const linkClass = "text-brand-800 font-semibold underline-offset-4 hover:underline";

/** The company's own contact details beside the form: e-mail, toll-free number, office, socials. */
export async function ContactDetails() {
  const [contact, offices] = await Promise.all([getSiteSettings(), getOffices()]);
  const office = mainOffice(offices.items);
  return (
    <div className="space-y-6">
      <address className="space-y-5 not-italic">
        <p className="flex gap-3">
          <Icon icon="mail" className="text-brand-700 mt-0.5 h-6 w-6 shrink-0" />
          <span>
            <span className="text-muted block text-sm">E-mail us</span>
            <a className={mergeClasses(linkClass, "break-all")} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </span>
        </p>
        <p className="flex gap-3">
          <Icon icon="phone" className="text-brand-700 mt-0.5 h-6 w-6 shrink-0" />
          <span>
            <span className="text-muted block text-sm">
              {contact.phone.tollFree ? "Toll-free" : "Call us"}
            </span>
            <a className={linkClass} href={`tel:${contact.phone.dial}`}>
              {contact.phone.display}
            </a>
          </span>
        </p>
        <p className="flex gap-3">
          <Icon icon="map-pin" className="text-brand-700 mt-0.5 h-6 w-6 shrink-0" />
          <span>
            <span className="text-muted block text-sm">{office.name}</span>
            <span className="text-ink">{formatAddress(office)}</span>
          </span>
        </p>
      </address>
      <div>
        <p className="text-muted mb-2 text-sm">Follow us</p>
        <SocialLinks tone="light" links={contact.socialLinks} />
      </div>
      <p className="text-muted text-sm">{site.hours}.</p>
    </div>
  );
}
