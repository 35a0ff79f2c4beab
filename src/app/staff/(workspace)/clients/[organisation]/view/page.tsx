import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { OrganisationOverview } from "@/app/portal/_components/organisation-overview";
import { getDb } from "@/lib/db";
import { logPortalEvent } from "@/lib/portal/events";
import { getOrganisation, getPeople } from "@/lib/portal/organisations";
import { requireStaff } from "@/lib/staff/auth/session";

export const metadata: Metadata = {
  title: "Viewing as the client",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ organisation: string }> };

/**
 * What the organisation's people see in the portal, read-only, for staff helping them: the same
 * parts the portal renders, no form among them; each opening is in the activity log.
 */
export default async function ViewAsPage({ params }: Props) {
  const { organisation: id } = await params;
  const staff = await requireStaff(`/staff/clients/${encodeURIComponent(id)}/view`);
  const db = await getDb();
  const found = await getOrganisation(db, id);
  if (!found) notFound();
  await logPortalEvent(db, {
    organisationId: id,
    action: "view-as",
    actor: { kind: "staff", id: staff.id, email: staff.email },
  });
  const people = await getPeople(db, id);
  return (
    <div className="max-w-3xl space-y-5">
      <p
        role="note"
        className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm font-semibold"
      >
        Viewing as the client, read-only. This view is recorded in the organisation&apos;s activity.{" "}
        <Link href={`/staff/clients/${id}`} prefetch={false} className="underline">
          Back to the workspace
        </Link>
      </p>
      <OrganisationOverview organisationId={id} organisationName={found.organisation.name} />
      <section aria-labelledby="view-people-title" className="space-y-2">
        <h2 id="view-people-title" className="font-semibold">
          People
        </h2>
        <ul className="space-y-1 text-sm">
          {people.map((person) => (
            <li key={person.id}>
              {person.name} ({person.role === "admin" ? "administrator" : "member"})
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
