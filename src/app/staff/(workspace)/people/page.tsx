import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { findPerson, personQuerySchema } from "@/lib/staff/leads/privacy";
import { requireStaff } from "@/lib/staff/auth/session";
import { eraseAction } from "../actions";
import { mergeClasses } from "@/lib/merge-classes";
import { card, danger, DoneNote, field, primary } from "../_components/form-parts";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = {
  title: "Find a person",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PeoplePage({ searchParams }: Props) {
  await requireStaff("/staff/people");
  const params = await searchParams;
  const q = personQuerySchema.catch("").parse(params.q ?? "");
  const done = params.done;
  const count = z.coerce
    .number()
    .int()
    .min(0)
    .catch(0)
    .parse(params.count ?? 0);
  const records = q ? await findPerson(await getDb(), q) : [];
  return (
    <div className="max-w-3xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Find a person</h1>
      <p className="text-sm">
        For a request to see, correct or erase personal data: every lead with this exact e-mail
        address or phone number.
      </p>
      {done === "erased" ? (
        <DoneNote>
          Erased {count} lead{count === 1 ? "" : "s"}. The audit log keeps only that count, the time
          and your address.
        </DoneNote>
      ) : null}
      {done === "confirm" ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm">
          Tick the box to confirm the erasure.
        </p>
      ) : null}
      <form
        method="get"
        role="search"
        aria-label="Find a person"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="person-q" className="text-sm font-semibold">
            E-mail address or phone number
          </label>
          <input id="person-q" name="q" defaultValue={q} required className={field} />
        </div>
        <button type="submit" className={mergeClasses(primary, "px-6")}>
          Find
        </button>
      </form>
      {q ? (
        <section aria-labelledby="found-title" className={mergeClasses(card, "space-y-3")}>
          <h2 id="found-title" className="font-semibold">
            {records.length} record{records.length === 1 ? "" : "s"} found
          </h2>
          <ul className="space-y-1 text-sm">
            {records.map(({ lead, customer }) => (
              <li key={lead.id}>
                <Link
                  className="text-brand-800 underline"
                  prefetch={false}
                  href={`/staff/leads/${lead.id}`}
                >
                  {lead.createdAt.toISOString().slice(0, 10)}: {lead.kind} from {lead.sourcePage}
                </Link>
                {customer ? " (customer)" : ""}
              </li>
            ))}
          </ul>
          {records.length > 0 ? (
            <form action={eraseAction} className="space-y-2 border-t border-slate-200 pt-3">
              <input type="hidden" name="person" value={q} />
              <p className="text-sm">
                Erasing deletes every record above with its deliveries, notes and history. It cannot
                be undone.
              </p>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirm" value="erase" className="h-5 w-5 shrink-0" />{" "}
                I confirm: erase all records of this person
              </label>
              <button type="submit" className={danger}>
                Erase all {records.length}
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
