import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { LazySections } from "@/components/layout/lazy-sections";
import { SkipLink } from "@/components/layout/skip-link";
import { lazySectionsScript } from "@/lib/rendering/lazy-sections";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {/* Runs as the document is parsed, before the sections below are laid out. */}
      <script dangerouslySetInnerHTML={{ __html: lazySectionsScript }} />
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <LazySections />
    </>
  );
}
