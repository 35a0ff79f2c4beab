import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { currentClient } from "@/lib/portal/auth/session";
import { signOutAction } from "./actions";

// Per person: rendered on each request, never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: "Client portal", template: "%s | Client portal | Nirmal Earth" },
  robots: { index: false, follow: false, nocache: true },
};

// Reads the session for the header only. Each page checks it itself (requireClient) and sends a
// visitor without one to sign in: Next renders a layout and its page in parallel.
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const person = await currentClient();
  const nav = [
    ["/portal", "Overview"],
    ["/portal/people", "People"],
    ...(person?.role === "admin" ? ([["/portal/activity", "Activity"]] as const) : []),
    ["/portal/account", "Account"],
  ] as const;
  return (
    <div className="bg-brand-50/40 flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">
            Nirmal Earth <span className="font-normal">client portal</span>
          </p>
          {person ? (
            <>
              <nav aria-label="Portal" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {nav.map(([href, label]) => (
                  <Link
                    key={href}
                    href={href}
                    prefetch={false}
                    className="rounded py-1 underline-offset-4 hover:underline focus-visible:outline-white"
                  >
                    {label}
                  </Link>
                ))}
              </nav>
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span className="hidden sm:inline" data-testid="portal-organisation">
                  {person.organisationName}
                </span>
                <form action={signOutAction}>
                  <button
                    type="submit"
                    className="min-h-9 rounded-full border border-white/70 px-3 font-semibold hover:bg-white/10 focus-visible:outline-white"
                  >
                    Sign out
                  </button>
                </form>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 wrap-anywhere sm:py-8">
        {children}
      </main>
    </div>
  );
}
