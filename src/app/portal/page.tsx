import type { Metadata } from "next";
import { requireClient } from "@/lib/portal/auth/session";
import { OrganisationOverview } from "./_components/organisation-overview";

export const metadata: Metadata = { title: "Overview" };

export default async function PortalHome() {
  const person = await requireClient("/portal");
  return (
    <div className="max-w-3xl space-y-5">
      {/* The organisation from the session: the page reads no id from the request. */}
      <OrganisationOverview
        organisationId={person.organisationId}
        organisationName={person.organisationName}
      />
      <p>Signed in as {person.name}.</p>
    </div>
  );
}
