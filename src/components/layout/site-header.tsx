import { Link } from "@/components/ui/link";
import { Logo } from "@/components/layout/logo";
import { MainNav } from "@/components/layout/main-nav";
import { BRAND_NAME } from "@/content/site";
import { env } from "@/lib/env";

export function SiteHeader() {
  return (
    <header className="nojs-header border-brand-100 sticky top-0 z-50 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="nojs-header-row nav:h-18 mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${BRAND_NAME} home`} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <MainNav loginHref={env.PORTAL_URL ?? "/login"} />
      </div>
    </header>
  );
}
