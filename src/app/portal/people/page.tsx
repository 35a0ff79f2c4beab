import type { Metadata } from "next";
import { mergeClasses } from "@/lib/merge-classes";
import { getDb } from "@/lib/db";
import { requireClient } from "@/lib/portal/auth/session";
import { getOpenInvitations, getPeople } from "@/lib/portal/organisations";
import { inviteColleagueAction, removeColleagueAction } from "../actions";
import { card, danger, field, primary } from "../_components/form-parts";

export const metadata: Metadata = { title: "People" };

const OUTCOMES: Record<string, { text: string; ok: boolean }> = {
  invited: { text: "Invitation sent. The link works once, for 72 hours.", ok: true },
  removed: { text: "Removed. Their account and personal data are gone.", ok: true },
  exists: { text: "That address already has a portal account.", ok: false },
  invalid: { text: "Enter a name, an e-mail address and a role.", ok: false },
  confirm: { text: "Tick the box to confirm the removal.", ok: false },
  missing: { text: "That person is not in your organisation.", ok: false },
  "not-admin": { text: "Only an administrator can do that.", ok: false },
};

type Props = { searchParams: Promise<{ done?: string | string[] }> };

export default async function PeoplePage({ searchParams }: Props) {
  const person = await requireClient("/portal/people");
  const db = await getDb();
  const [people, invitations] = await Promise.all([
    getPeople(db, person.organisationId),
    person.role === "admin" ? getOpenInvitations(db, person.organisationId) : [],
  ]);
  const done = (await searchParams).done;
  const outcome = typeof done === "string" ? OUTCOMES[done] : undefined;
  const admin = person.role === "admin";
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">People</h1>
      {outcome ? (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={mergeClasses(
            "rounded-lg border p-3 text-sm",
            outcome.ok ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50",
          )}
        >
          {outcome.text}
        </p>
      ) : null}
      <ul className="space-y-3">
        {people.map((colleague) => (
          <li key={colleague.id} className={card}>
            <p className="font-semibold">
              {colleague.name}{" "}
              <span className="text-muted font-normal">
                ({colleague.role === "admin" ? "administrator" : "member"}
                {colleague.suspendedAt ? ", suspended" : ""})
              </span>
            </p>
            <p className="text-sm">{colleague.email}</p>
            {admin && colleague.id !== person.id ? (
              <form
                action={removeColleagueAction}
                className="mt-3 flex flex-wrap items-center gap-3"
              >
                <input type="hidden" name="personId" value={colleague.id} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="confirm" value="remove" className="h-5 w-5" />
                  Remove {colleague.name} and erase their personal data
                </label>
                <button type="submit" className={danger}>
                  Remove
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      {admin ? (
        <section aria-labelledby="invite-title" className={mergeClasses(card, "space-y-3")}>
          <h2 id="invite-title" className="font-semibold">
            Invite a colleague
          </h2>
          {invitations.length > 0 ? (
            <p className="text-sm">
              Waiting for: {invitations.map((invitation) => invitation.email).join(", ")}
            </p>
          ) : null}
          <form action={inviteColleagueAction} className="grid gap-3 sm:grid-cols-2">
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
              <select id="invite-role" name="role" className={field} defaultValue="member">
                <option value="member">Member</option>
                <option value="admin">Administrator (must use two-factor sign-in)</option>
              </select>
            </div>
            <div className="flex items-end">
              <button type="submit" className={primary}>
                Send invitation
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
