import type { Metadata } from "next";
import { requireClient } from "@/lib/portal/auth/session";
import { card } from "../_components/form-parts";
import { ClientTwoFactor } from "./_components/client-two-factor";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const person = await requireClient("/portal/account", { twoFactorSetup: true });
  const mustSetUp = person.role === "admin" && !person.twoFactorEnabled;
  return (
    <div className="max-w-2xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Your account</h1>
      <p className="text-sm">
        {person.name}, {person.email}: {person.role === "admin" ? "administrator" : "member"} of{" "}
        {person.organisationName}.
      </p>
      {mustSetUp ? (
        <p role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm">
          As an administrator you must turn on two-factor sign-in before using the portal.
        </p>
      ) : null}
      <section aria-labelledby="two-factor-title" className={card}>
        <h2 id="two-factor-title" className="mb-3 font-semibold">
          Two-factor sign-in
        </h2>
        {person.twoFactorEnabled ? (
          <p className="text-sm">
            <strong>On.</strong> After your password you are asked for the 6-digit code from your
            authenticator app (or one of your backup codes). To turn it off, ask your account
            manager.
          </p>
        ) : (
          <ClientTwoFactor />
        )}
      </section>
    </div>
  );
}
