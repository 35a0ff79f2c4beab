import { Link } from "@/components/ui/link";
import type { LeadRow } from "@/lib/db/schema";
import { correctionValues } from "@/lib/staff/leads/correction";
import { mergeClasses } from "@/lib/merge-classes";
import { eraseAction } from "../../../actions";
import { card, danger, Problem, problemProps } from "../../../_components/form-parts";
import { CorrectionForm } from "./correction-form";
import { OptOutForm } from "./lead-forms";

/** The person's rights over their lead: correction, withdrawing consent, erasure. */
export function PersonRequests({
  lead,
  outcome,
  problem,
}: {
  lead: LeadRow;
  /** The last action's answer code, which makes the correction form anew. */
  outcome?: string;
  /** Why an erasure was refused. */
  problem?: string;
}) {
  return (
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
          Deletes this lead with its deliveries, notes and history. Only a count of erased leads is
          kept. To erase every record of the person, use{" "}
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
            {...problemProps("erase", problem)}
          />{" "}
          I confirm: erase this lead
        </label>
        <Problem id="erase" text={problem} />
        <button type="submit" className={danger}>
          Erase lead
        </button>
      </form>
    </section>
  );
}
