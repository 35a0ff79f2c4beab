import type { Metadata } from "next";
import { outcomeFor } from "@/lib/staff/leads/outcome";
import { requireStaff } from "@/lib/staff/auth/session";
import { card, danger, DoneNote } from "../_components/form-parts";
import { signOutEverywhereAction } from "../actions";
import { ChangePasswordForm } from "./_components/change-password";
import { TwoFactorSection } from "./_components/two-factor";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = { title: "Account", robots: { index: false, follow: false } };

const DONE: Record<string, string> = {
  "two-factor-off": "Two-factor sign-in is off. Your password alone now signs you in.",
  "password-changed":
    "Password changed. Every other session of this account has ended; this one goes on.",
};

type Props = { searchParams: Promise<{ done?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const staff = await requireStaff("/staff/account");
  const done = outcomeFor(DONE, (await searchParams).done);
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Account</h1>
      <p>
        Signed in as <strong>{staff.email}</strong>. Sessions end after eight hours without
        activity, and at the latest twelve hours after signing in.
      </p>
      {done ? <DoneNote>{done}</DoneNote> : null}
      <section aria-labelledby="two-factor-title" className={card}>
        <h2 id="two-factor-title" className="mb-2 font-semibold">
          Two-factor sign-in
        </h2>
        <TwoFactorSection enabled={staff.twoFactorEnabled} />
      </section>
      <section aria-labelledby="password-title" className={card}>
        <h2 id="password-title" className="mb-2 font-semibold">
          Password
        </h2>
        <p className="mb-3 text-sm">
          Changing it ends every other session of this account, on every device.
        </p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="everywhere-title" className={card}>
        <h2 id="everywhere-title" className="font-semibold">
          Sign out everywhere
        </h2>
        <p className="mt-1 text-sm">
          Ends every session of this account on every device, this one included. Use it if a device
          was lost. If your password may be known to someone else, change it above: signing out
          alone does not stop them signing in again.
        </p>
        <form action={signOutEverywhereAction} className="mt-3">
          <button type="submit" className={danger}>
            Sign out everywhere
          </button>
        </form>
      </section>
    </div>
  );
}
