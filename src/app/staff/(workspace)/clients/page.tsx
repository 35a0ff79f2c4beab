import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getDb } from "@/lib/db";
import { mergeClasses } from "@/lib/merge-classes";
import { getStaffMembers, listOrganisations } from "@/lib/portal/organisations";
import { requireStaff } from "@/lib/staff/auth/session";
import { card } from "../_components/form-parts";
import { OrganisationForm } from "./_components/organisation-form";

export const metadata: Metadata = {
  title: "Clients",
  robots: { index: false, follow: false },
};

export default async function ClientsPage() {
  const staff = await requireStaff("/staff/clients");
  const db = await getDb();
  const [organisations, members] = await Promise.all([listOrganisations(db), getStaffMembers(db)]);
  return (
    <div className="max-w-4xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Clients</h1>
      <p className="text-sm">
        Client organisations and their people in the client portal. Open one to invite people,
        suspend access or read its activity.
      </p>
      {organisations.length > 0 ? (
        <ul className="space-y-2">
          {organisations.map((organisation) => (
            <li key={organisation.id} className={card}>
              <Link
                href={`/staff/clients/${organisation.id}`}
                prefetch={false}
                className="text-brand-800 font-semibold underline"
              >
                {organisation.name}
              </Link>
              <span className="text-sm">
                {" "}
                · {organisation.people} {organisation.people === 1 ? "person" : "people"}
                {organisation.manager ? ` · managed by ${organisation.manager}` : ""}
                {organisation.suspendedAt ? " · suspended" : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={card}>No client organisations yet.</p>
      )}
      <section aria-labelledby="new-org-title" className={mergeClasses(card, "space-y-3")}>
        <h2 id="new-org-title" className="font-semibold">
          New client organisation
        </h2>
        <OrganisationForm staff={members} me={staff.id} />
      </section>
    </div>
  );
}
