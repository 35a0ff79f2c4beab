import type { Metadata } from "next";
import { eventDetail } from "@/lib/staff/leads/status";
import { Link } from "@/components/ui/link";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { correctionValues } from "@/lib/staff/leads/correction";
import { getLeadDetail } from "@/lib/staff/leads/inbox";
import { outcomeFor } from "@/lib/staff/leads/outcome";
import { requireStaff } from "@/lib/staff/auth/session";
import { NOTE_LIMIT } from "@/lib/staff/leads/changes";
import { eraseAction, retryDeliveriesAction } from "../../actions";
import { StatusBadge } from "../../_components/lead-list";
import { formatWhen } from "../../_components/when";
import { DeliveryTable, LeadFacts } from "./_components/lead-facts";
import { CorrectionForm } from "./_components/correction-form";
import {
  card,
  danger,
  DoneNote,
  Problem,
  problemProps,
  secondary,
} from "../../_components/form-parts";
import { CustomerForm, NoteForm, OptOutForm, StatusForm } from "./_components/lead-forms";
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
};

/** What an action refused, said under the control it concerns. */
type RefusedControl = "status" | "customer" | "note" | "erase";
const REFUSED: Record<string, { control: RefusedControl; text: string }> = {
  invalid: { control: "status", text: "That status is not one of the choices." },
  "customer-invalid": {
    control: "customer",
    text: "The customer mark was not changed: the form sent neither yes nor no. Try again.",
  },
  "empty-note": { control: "note", text: "Write a note first." },
  "long-note": { control: "note", text: `A note can be at most ${NOTE_LIMIT}.` },
  confirm: { control: "erase", text: "Tick the box to confirm the erasure." },
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string }> };

export default async function LeadPage({ params, searchParams }: Props) {
  const raw = (await params).id;
  await requireStaff(`/staff/leads/${encodeURIComponent(raw)}`);
  const id = z.uuid().safeParse(raw);
  const detail = id.success ? await getLeadDetail(await getDb(), id.data) : null;
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
      <section aria-labelledby="privacy-title" className={mergeClasses(card, "space-y-4")}>
        <h2 id="privacy-title" className="font-semibold">
          The person&apos;s requests
        </h2>
        <h3 className="text-sm font-semibold">Correct their details</h3>
        <CorrectionForm
          // Made anew after another action's answer (a new `done`), so its own last answer
          // ("saved", or a refusal) does not stay on screen beside that one.
          key={outcome}
          leadId={lead.id}
          current={correctionValues(lead)}
        />
        <h3 className="text-sm font-semibold">Marketing consent</h3>
        <OptOutForm leadId={lead.id} optedIn={lead.marketingOptIn} />
        <h3 className="text-sm font-semibold">Erase this lead</h3>
        <form action={eraseAction} className="space-y-2">
          <input type="hidden" name="leadId" value={lead.id} />
          <p className="text-sm">
            Deletes this lead with its deliveries, notes and history. Only a count of erased leads
            is kept. To erase every record of the person, use{" "}
            <Link
              className="text-brand-800 underline"
              href={`/staff/people?q=${encodeURIComponent(lead.email)}`}
            >
              Find a person
            </Link>
            .
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="confirm"
              value="erase"
              className="h-5 w-5 shrink-0"
              {...problemProps("erase", refusedAt("erase"))}
            />{" "}
            I confirm: erase this lead
          </label>
          <Problem id="erase" text={refusedAt("erase")} />
          <button type="submit" className={danger}>
            Erase lead
          </button>
        </form>
      </section>
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
