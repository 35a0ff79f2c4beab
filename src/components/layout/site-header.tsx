import { Link } from "@/components/ui/link";
import { Logo } from "@/components/layout/logo";
import { MainNav } from "@/components/layout/main-nav";
import { BRAND_NAME } from "@/content/site";
import { env } from "@/lib/env";

export function SiteHeader() {
  return (
    <header className="nojs-header site-header">
      <div className="nojs-header-row wrap site-header-row">
        <Link href="/" aria-label={`${BRAND_NAME} home`} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <MainNav loginHref={env.PORTAL_URL ?? "/login"} />
      </div>
    </header>
  );
}
