import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getDb } from "@/lib/db";
import { findInvitation } from "@/lib/portal/invitations";
import { AcceptForm } from "../_components/accept-form";
import { PortalCard } from "../_components/portal-card";

export const metadata: Metadata = {
  title: "Your invitation",
  robots: { index: false, follow: false },
  // The link carries the invitation's token: never sent to another site (and a form posted
  // from the page still carries its origin, which "no-referrer" would blank).
  referrer: "same-origin",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function InvitationPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const invitation = await findInvitation(await getDb(), token).catch(() => null);
  if (!invitation) {
    return (
      <PortalCard
        title="This invitation does not work"
        intro={
          <p>
            It has been used, has expired (links last 72 hours) or was withdrawn. Ask whoever
            invited you to send a new one. If you have already chosen your password,{" "}
            <Link href="/login" className="text-brand-800 font-semibold underline">
              sign in
            </Link>
            .
          </p>
        }
      >
        {null}
      </PortalCard>
    );
  }
  return (
    <PortalCard
      title={`Welcome, ${invitation.name}`}
      intro={
        <p>
          Choose a password for <strong>{invitation.email}</strong> to use the client portal of{" "}
          <strong>{invitation.organisationName}</strong>.
          {invitation.role === "admin"
            ? " As its administrator you will then set up two-factor sign-in."
            : ""}
        </p>
      }
    >
      <AcceptForm token={token} email={invitation.email} />
    </PortalCard>
  );
}
