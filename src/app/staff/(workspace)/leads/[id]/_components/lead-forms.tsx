import { LEAD_STATUSES } from "@/lib/db/schema";
import { statusLabel } from "@/lib/staff/leads/status";
import {
  addNoteAction,
  setCustomerAction,
  setStatusAction,
  withdrawOptInAction,
} from "../../../actions";
import { mergeClasses } from "@/lib/merge-classes";
import { NOTE_LIMIT, NOTE_MAX_LENGTH } from "@/lib/staff/leads/changes";

import { field, primary, Problem, problemProps, secondary } from "../../../_components/form-parts";

// Server-rendered forms posting to server actions: each works without script. A refusal comes
// back as the page's `done` code and is shown under the control it concerns, which takes the
// focus (so the answer page opens there, with or without JavaScript).

export function StatusForm({
  leadId,
  status,
  problem,
}: {
  leadId: string;
  status: string;
  problem?: string;
}) {
  return (
    <form action={setStatusAction} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="status" className="text-sm font-semibold">
          Status
        </label>
        <select
          id="status"
          name="status"
          defaultValue={status}
          className={field}
          {...problemProps("status", problem)}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
        <Problem id="status" text={problem} />
      </div>
      <button type="submit" className={primary}>
        Save status
      </button>
    </form>
  );
}

export function CustomerForm({
  leadId,
  customer,
  problem,
}: {
  leadId: string;
  customer: boolean;
  problem?: string;
}) {
  return (
    <form action={setCustomerAction}>
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="customer" value={customer ? "no" : "yes"} />
      <p className="text-sm">
        {customer
          ? "Marked as a customer: kept beyond the retention period."
          : "Not a customer: deleted when the retention period ends."}
      </p>
      <button
        type="submit"
        className={mergeClasses(secondary, "mt-2")}
        {...problemProps("customer", problem)}
      >
        {customer ? "Remove customer mark" : "Mark as customer"}
      </button>
      <Problem id="customer" text={problem} />
    </form>
  );
}

export function NoteForm({ leadId, problem }: { leadId: string; problem?: string }) {
  return (
    <form action={addNoteAction} className="space-y-2">
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor="note" className="text-sm font-semibold">
        Add a note
      </label>
      <p id="note-hint" className="field-hint">
        Up to {NOTE_LIMIT}.
      </p>
      <textarea
        id="note"
        name="note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        required
        className={field}
        {...problemProps("note", problem, { hint: "note-hint" })}
      />
      <Problem id="note" text={problem} />
      <button type="submit" className={primary}>
        Add note
      </button>
    </form>
  );
}

export function OptOutForm({ leadId, optedIn }: { leadId: string; optedIn: boolean }) {
  if (!optedIn) return <p className="text-sm">No marketing consent is held for this lead.</p>;
  return (
    <form action={withdrawOptInAction}>
      <input type="hidden" name="leadId" value={leadId} />
      <button type="submit" className={secondary}>
        Withdraw marketing consent
      </button>
    </form>
  );
}
