import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/lib/db";
import { requireClient } from "@/lib/portal/auth/session";
import { getOrganisationEvents } from "@/lib/portal/events";
import { formatWhen } from "@/lib/portal/format-when";

export const metadata: Metadata = { title: "Activity" };

/** The organisation's access log, for its administrators. */
export default async function ActivityPage() {
  const person = await requireClient("/portal/activity");
  if (person.role !== "admin") notFound();
  const events = await getOrganisationEvents(await getDb(), person.organisationId);
  return (
    <div className="space-y-5">
      <h1 className="text-ink text-2xl font-bold">Activity</h1>
      <p className="text-sm">
        The latest 200 sign-ins and changes in your organisation&apos;s portal.
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Activity, newest first</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-2">
                When
              </th>
              <th scope="col" className="p-2">
                Who
              </th>
              <th scope="col" className="p-2">
                What
              </th>
              <th scope="col" className="p-2">
                Concerning
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} className="border-t border-slate-200">
                <td className="p-2 whitespace-nowrap">{formatWhen(event.createdAt)}</td>
                <td className="p-2">
                  {event.actorKind === "staff"
                    ? "Nirmal Earth"
                    : event.actorKind === "system"
                      ? "Automatic"
                      : (event.actorEmail ?? "a former user")}
                </td>
                <td className="p-2">{event.action}</td>
                <td className="p-2">{event.subject ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
