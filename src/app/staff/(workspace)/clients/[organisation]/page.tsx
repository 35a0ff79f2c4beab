import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { getDb } from "@/lib/db";
import { mergeClasses } from "@/lib/merge-classes";
import { getOrganisationEvents } from "@/lib/portal/events";
import { formatWhen } from "@/lib/portal/format-when";
import {
  getOpenInvitations,
  getOrganisation,
  getPeople,
  REGIMES,
  type Regime,
} from "@/lib/portal/organisations";
import { requireStaff } from "@/lib/staff/auth/session";
import { card, danger, DoneNote, field, primary, secondary } from "../../_components/form-parts";
import {
  inviteClientAction,
  removePersonAction,
  suspendOrganisationAction,
  suspendPersonAction,
} from "../actions";

export const metadata: Metadata = {
  title: "Client organisation",
  robots: { index: false, follow: false },
};

const DONE: Record<string, string> = {
  created: "Organisation created. Invite its people below.",
  invited: "Invitation sent. The link works once, for 72 hours.",
  suspended: "Organisation suspended: its people are signed out and cannot sign in.",
  restored: "Organisation restored: its people can sign in again.",
  "person-suspended": "Person suspended and signed out.",
  "person-restored": "Person restored.",
  removed: "Person removed: their account and personal data are erased.",
};
const REFUSED: Record<string, string> = {
  exists: "That address already has a portal account.",
  invalid: "Enter a name, an e-mail address and a role.",
  confirm: "Tick the box to confirm the removal.",
};

type Props = {
  params: Promise<{ organisation: string }>;
  searchParams: Promise<{ done?: string | string[] }>;
};

export default async function OrganisationPage({ params, searchParams }: Props) {
  const { organisation: id } = await params;
  await requireStaff(`/staff/clients/${encodeURIComponent(id)}`);
  const db = await getDb();
  const found = await getOrganisation(db, id);
  if (!found) notFound();
  const { organisation, manager } = found;
  const [people, invitations, events] = await Promise.all([
    getPeople(db, id),
    getOpenInvitations(db, id),
    getOrganisationEvents(db, id, 50),
  ]);
  const done = (await searchParams).done;
  const suspended = organisation.suspendedAt !== null;
  return (
    <div className="max-w-4xl space-y-5">
      <p className="text-sm">
        <Link href="/staff/clients" prefetch={false} className="text-brand-800 underline">
          All clients
        </Link>
      </p>
      <h1 className="text-ink text-2xl font-bold">
        {organisation.name}
        {suspended ? " (suspended)" : ""}
      </h1>
      <p className="text-sm">
        <Link
          href={`/staff/clients/${id}/view`}
          prefetch={false}
          className="text-brand-800 underline"
        >
          View the portal as the client (read-only, recorded)
        </Link>
      </p>
      {typeof done === "string" && DONE[done] ? <DoneNote>{DONE[done]}</DoneNote> : null}
      {typeof done === "string" && REFUSED[done] ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm">
          {REFUSED[done]}
        </p>
      ) : null}
      <dl className={mergeClasses(card, "grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm")}>
        <dt className="font-semibold">Managed by</dt>
        <dd>{manager ?? "nobody"}</dd>
        <dt className="font-semibold">GSTIN</dt>
        <dd>{organisation.gstin ?? "—"}</dd>
        {(Object.keys(REGIMES) as Regime[]).map((regime) => (
          <div key={regime} className="contents">
            <dt className="font-semibold">{REGIMES[regime]}</dt>
            <dd>{organisation.registrations[regime] ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="people-title" className={mergeClasses(card, "space-y-3")}>
        <h2 id="people-title" className="font-semibold">
          People
        </h2>
        {people.length === 0 ? <p className="text-sm">Nobody has joined yet.</p> : null}
        <ul className="space-y-2">
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                <strong>{person.name}</strong> {person.email} ·{" "}
                {person.role === "admin" ? "administrator" : "member"}
                {person.twoFactorEnabled ? " · two-factor on" : ""}
                {person.suspendedAt ? " · suspended" : ""}
              </span>
              <form action={suspendPersonAction}>
                <input type="hidden" name="organisationId" value={id} />
                <input type="hidden" name="personId" value={person.id} />
                <input
                  type="hidden"
                  name="change"
                  value={person.suspendedAt ? "restore" : "suspend"}
                />
                <button type="submit" className={secondary}>
                  {person.suspendedAt ? `Restore ${person.name}` : `Suspend ${person.name}`}
                </button>
              </form>
              <form action={removePersonAction} className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="organisationId" value={id} />
                <input type="hidden" name="personId" value={person.id} />
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="confirm" value="remove" className="h-5 w-5" />
                  Erase {person.name}
                </label>
                <button type="submit" className={danger}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
        {invitations.length > 0 ? (
          <p className="text-sm">
            Invited, not yet joined:{" "}
            {invitations
              .map(
                (invitation) =>
                  `${invitation.email} (${invitation.expiresAt < new Date() ? "expired" : `until ${formatWhen(invitation.expiresAt)}`})`,
              )
              .join(", ")}
          </p>
        ) : null}
        <form
          action={inviteClientAction}
          className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2"
        >
          <input type="hidden" name="organisationId" value={id} />
          <div>
            <label htmlFor="invite-name" className="text-sm font-semibold">
              Name
            </label>
            <input id="invite-name" name="name" required maxLength={100} className={field} />
          </div>
          <div>
            <label htmlFor="invite-email" className="text-sm font-semibold">
              E-mail address
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              maxLength={254}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="invite-role" className="text-sm font-semibold">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="admin" className={field}>
              <option value="admin">Administrator (must use two-factor sign-in)</option>
              <option value="member">Member</option>
            </select>
          </div>
          <div className="flex items-end">
            <button type="submit" className={primary}>
              Send invitation
            </button>
          </div>
        </form>
      </section>
      <form action={suspendOrganisationAction} className={card}>
        <input type="hidden" name="organisationId" value={id} />
        <input type="hidden" name="change" value={suspended ? "restore" : "suspend"} />
        <p className="mb-3 text-sm">
          {suspended
            ? "Restoring lets the organisation's people sign in again."
            : "Suspending signs every person of the organisation out and stops them signing in; nothing is deleted."}
        </p>
        <button type="submit" className={suspended ? primary : danger}>
          {suspended ? "Restore the organisation" : "Suspend the organisation"}
        </button>
      </form>
      <section aria-labelledby="activity-title" className={mergeClasses(card, "space-y-2")}>
        <h2 id="activity-title" className="font-semibold">
          Latest activity
        </h2>
        <ul className="space-y-1 text-sm">
          {events.map((event) => (
            <li key={event.id}>
              {formatWhen(event.createdAt)}:{" "}
              {event.actorEmail ?? (event.actorKind === "system" ? "automatic" : "a former user")} ·{" "}
              {event.action}
              {event.subject ? ` · ${event.subject}` : ""}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
