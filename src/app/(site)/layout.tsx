import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { LazySections } from "@/components/layout/lazy-sections";
import { SkipLink } from "@/components/layout/skip-link";
import { FormContactProvider } from "@/components/leads/form-contact";
import { site } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { lazySectionsScript } from "@/lib/rendering/lazy-sections";

export default async function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const settings = await getSiteSettings();
  const formContact = {
    phone: { display: settings.phone.display, dial: settings.phone.dial },
    privacyEmail: settings.privacyEmail,
  };
  // Only WordPress's settings travel to the forms: the defaults are already in their script.
  const asDefault =
    formContact.phone.display === site.phone.display &&
    formContact.phone.dial === site.phone.dial &&
    formContact.privacyEmail === site.privacyEmail;
  const main = asDefault ? (
    children
  ) : (
    <FormContactProvider value={formContact}>{children}</FormContactProvider>
  );
  return (
    <>
      {/* Runs as the document is parsed, before the sections below are laid out. */}
      <script dangerouslySetInnerHTML={{ __html: lazySectionsScript }} />
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {main}
      </main>
      <SiteFooter />
      <LazySections />
    </>
  );
}
