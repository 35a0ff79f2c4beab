import { Link } from "@/components/ui/link";
import { currentStaff } from "@/lib/staff/auth/session";
import { signOutAction } from "./actions";

// Reads the session for the header. Each page checks it itself and sends a visitor without one
// to sign in, naming its own address to come back to: Next renders a layout and its page in
// parallel, so a redirect here would race the page's (and alone would not stop its data).
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff();
  if (!staff) return children;
  const nav = [
    ["/staff", "Inbox"],
    ["/staff/people", "Find a person"],
    ["/staff/clients", "Clients"],
    ["/staff/operations", "Operations"],
    ["/staff/account", "Account"],
  ] as const;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">Nirmal Earth staff</p>
          <nav aria-label="Staff" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
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
            <span className="hidden sm:inline" data-testid="staff-email">
              {staff.email}
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
        </div>
      </header>
      {/* A long unbroken word in a lead (a pasted link, say) wraps instead of widening the page. */}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 wrap-anywhere sm:py-8">
        {children}
      </main>
    </>
  );
}
