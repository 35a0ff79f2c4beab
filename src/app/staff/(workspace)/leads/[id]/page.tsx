import type { Metadata } from "next";
import { eventDetail } from "@/lib/staff/leads/status";
import { Link } from "@/components/ui/link";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { getLeadDetail } from "@/lib/staff/leads/inbox";
import { outcomeFor } from "@/lib/staff/leads/outcome";
import { requireStaff } from "@/lib/staff/auth/session";
import { NOTE_LIMIT } from "@/lib/staff/leads/changes";
import { retryDeliveriesAction } from "../../actions";
import { StatusBadge } from "../../_components/lead-list";
import { formatWhen } from "../../_components/when";
import { DeliveryTable, LeadFacts } from "./_components/lead-facts";
import { PersonRequests } from "./_components/person-requests";
import { OwnerForm } from "./_components/owner-form";
import { leadsConfigFromEnv } from "@/lib/leads/config";
import { staffMembers } from "@/lib/staff/leads/assignment";
import { card, DoneNote, secondary } from "../../_components/form-parts";
import { CustomerForm, NoteForm, StatusForm } from "./_components/lead-forms";
import { mergeClasses } from "@/lib/merge-classes";

// Never indexed; the sitemap lists only the public pages of src/content/routes.ts.
export const metadata: Metadata = { title: "Lead", robots: { index: false, follow: false } };

/** What an action did, said at the top of the page. */
const SAVED: Record<string, string> = {
  status: "Status saved.",
  note: "Note added.",
  customer: "Customer mark saved.",
  "opt-out": "Marketing consent withdrawn.",
  retried: "Deliveries retried: see their status below.",
  "nothing-to-retry": "Every delivery had already been sent: nothing was retried.",
  assigned: "Owner and follow-up day saved.",
  "assigned-mailed": "Owner and follow-up day saved; the new owner is e-mailed (see Deliveries).",
};

/** What an action refused, said under the control it concerns. */
type RefusedControl = "status" | "customer" | "note" | "erase" | "owner" | "follow-up";
const REFUSED: Record<string, { control: RefusedControl; text: string }> = {
  invalid: { control: "status", text: "That status is not one of the choices." },
  "customer-invalid": {
    control: "customer",
    text: "The customer mark was not changed: the form sent neither yes nor no. Try again.",
  },
  "empty-note": { control: "note", text: "Write a note first." },
  "long-note": { control: "note", text: `A note can be at most ${NOTE_LIMIT}.` },
  confirm: { control: "erase", text: "Tick the box to confirm the erasure." },
  "no-such-owner": {
    control: "owner",
    text: "That person has no account any more: choose someone from the list.",
  },
  "bad-follow-up": {
    control: "follow-up",
    text: "Enter the follow-up day as a date, such as 28/11/2026, or leave it empty.",
  },
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string }> };

export default async function LeadPage({ params, searchParams }: Props) {
  const raw = (await params).id;
  await requireStaff(`/staff/leads/${encodeURIComponent(raw)}`);
  const id = z.uuid().safeParse(raw);
  const db = await getDb();
  const [detail, staff] = await Promise.all([
    id.success ? getLeadDetail(db, id.data) : null,
    staffMembers(db),
  ]);
  // Said on the page rather than by notFound(), whose page Next 16 renders only in the script
  // payload: without JavaScript it would be blank (and without the staff navigation).
  if (!detail) return <LeadMissing />;
  const { lead } = detail;
  const outcome = (await searchParams).done;
  const done = outcomeFor(SAVED, outcome);
  const refused = outcomeFor(REFUSED, outcome);
  const refusedAt = (control: RefusedControl) =>
    refused?.control === control ? refused.text : undefined;
  return (
    <div className="space-y-5">
      <p>
        <Link href="/staff" prefetch={false} className="text-brand-800 text-sm underline">
          ← Back to the inbox
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-ink text-2xl font-bold">{lead.name || lead.company || lead.email}</h1>
        <StatusBadge status={detail.status} />
      </div>
      {done ? <DoneNote>{done}</DoneNote> : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <LeadFacts lead={lead} />
        <div className="space-y-5">
          <section aria-labelledby="work-title" className={mergeClasses(card, "space-y-4")}>
            <h2 id="work-title" className="font-semibold">
              Work on this lead
            </h2>
            <StatusForm leadId={lead.id} status={detail.status} problem={refusedAt("status")} />
            <CustomerForm
              leadId={lead.id}
              customer={detail.customer}
              problem={refusedAt("customer")}
            />
            <NoteForm leadId={lead.id} problem={refusedAt("note")} />
            <OwnerForm
              leadId={lead.id}
              ownerId={detail.ownerId}
              followUpOn={detail.followUpOn}
              staff={staff}
              mails={Boolean(leadsConfigFromEnv().email)}
              problem={
                refused?.control === "owner" || refused?.control === "follow-up"
                  ? { control: refused.control, text: refused.text }
                  : undefined
              }
            />
          </section>
          <section aria-labelledby="history-title" className={card}>
            <h2 id="history-title" className="font-semibold">
              History
            </h2>
            {detail.events.length === 0 ? (
              <p className="text-muted mt-2 text-sm">Nothing yet.</p>
            ) : (
              <ol className="mt-2 space-y-2 text-sm">
                {detail.events.map((e) => (
                  <li key={e.id}>
                    <p className="text-muted">
                      {formatWhen(e.createdAt)} · {e.actorEmail} · {e.kind}
                    </p>
                    <p className="whitespace-pre-wrap">{eventDetail(e.kind, e.detail)}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="deliveries-title" className={mergeClasses(card, "space-y-3")}>
        <h2 id="deliveries-title" className="font-semibold">
          Deliveries
        </h2>
        <DeliveryTable deliveries={detail.deliveries} />
        {detail.deliveries.some((d) => d.status !== "sent") ? (
          <form action={retryDeliveriesAction}>
            <input type="hidden" name="leadId" value={lead.id} />
            <button type="submit" className={secondary}>
              Retry now
            </button>
          </form>
        ) : null}
      </section>
      <PersonRequests lead={lead} outcome={outcome} problem={refusedAt("erase")} />
    </div>
  );
}

/** An address of no lead: a mistyped one, or a lead erased since the link was made. */
function LeadMissing() {
  return (
    <div className="space-y-4">
      <h1 className="text-ink text-2xl font-bold">No such lead</h1>
      <p>It may have been erased, or the address is not a lead&apos;s.</p>
      <p>
        <Link href="/staff" prefetch={false} className="text-brand-800 underline">
          Back to the inbox
        </Link>
      </p>
    </div>
  );
}
