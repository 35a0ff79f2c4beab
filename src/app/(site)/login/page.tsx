import { redirect } from "next/navigation";
import { z } from "zod";
import { Link } from "@/components/ui/link";
import { site } from "@/content/site";
import { getSiteSettings } from "@/lib/company-content/settings";
import { env } from "@/lib/env";
import { portalReturnPath } from "@/lib/portal/auth/return-path";
import { currentClient } from "@/lib/portal/auth/session";
import { buildMetadata } from "@/lib/seo/metadata";
import { PortalCard } from "./_components/portal-card";
import { PortalSignInForm } from "./_components/portal-sign-in-form";

export const metadata = buildMetadata({
  title: "Client portal sign-in",
  description: `Sign in to the ${site.name} client portal for your EPR certificates and compliance documents.`,
  path: "/login",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The portal's sign-in; with PORTAL_URL set, the LOGIN button leads there and so does this. */
export default async function LoginPage({ searchParams }: Props) {
  if (env.PORTAL_URL) redirect(env.PORTAL_URL);
  const params = await searchParams;
  const next = portalReturnPath(params.next);
  if (await currentClient()) redirect(next);
  const joined = params.joined === "1";
  const email = z
    .email()
    .max(254)
    .catch("")
    .parse(params.email ?? "");
  const contact = await getSiteSettings();
  return (
    <PortalCard
      title="Sign in"
      breadcrumbs={[
        { name: "Home", path: "/" },
        { name: "Client portal", path: "/login" },
      ]}
      intro={
        <p>
          Your organisation&apos;s EPR certificates and compliance documents, in one place. Accounts
          are created when we invite you; there is no sign-up.
        </p>
      }
    >
      {joined || params.reset === "1" ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm"
        >
          Your password is saved. Sign in with it now.
        </p>
      ) : null}
      {params["signed-out"] === "1" ? (
        <p role="status" className="mb-5 rounded-lg border border-slate-300 bg-white p-3 text-sm">
          You have signed out.
        </p>
      ) : null}
      <PortalSignInForm next={next} email={joined ? email : ""} />
      <p className="mt-4 text-sm">
        <Link href="/login/forgot" prefetch={false} className="text-brand-800 underline">
          Forgotten your password?
        </Link>
      </p>
      <div className="text-muted mt-8 space-y-2 border-t border-slate-200 pt-6 text-sm">
        <p>
          Need access, or locked out? Call{" "}
          <a className="text-brand-800 font-semibold underline" href={`tel:${contact.phone.dial}`}>
            {contact.phone.display}
          </a>{" "}
          or write to{" "}
          <a className="text-brand-800 font-semibold underline" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          .
        </p>
        <p>
          Not a client yet?{" "}
          <Link className="text-brand-800 font-semibold underline" href="/contact-us">
            Talk to us
          </Link>
          .
        </p>
      </div>
    </PortalCard>
  );
}
