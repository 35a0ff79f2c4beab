import { LEAD_STATUSES, type LeadRow } from "@/lib/db/schema";
import { formatIndianPhone } from "@/lib/leads/phone";
import {
  addNoteAction,
  correctAction,
  setCustomerAction,
  setStatusAction,
  withdrawOptInAction,
} from "../../../actions";
import { cn } from "@/lib/cn";

// Server-rendered forms posting to server actions: each works without script.
const field =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const primary =
  "bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 font-semibold text-white";
const secondary =
  "border-brand-700 text-brand-800 hover:bg-brand-50 min-h-11 rounded-full border-2 px-5 font-semibold";

export function StatusForm({ leadId, status }: { leadId: string; status: string }) {
  return (
    <form action={setStatusAction} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div>
        <label htmlFor="status" className="text-sm font-semibold">
          Status
        </label>
        <select id="status" name="status" defaultValue={status} className={field}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primary}>
        Save status
      </button>
    </form>
  );
}

export function CustomerForm({ leadId, customer }: { leadId: string; customer: boolean }) {
  return (
    <form action={setCustomerAction}>
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="customer" value={customer ? "no" : "yes"} />
      <p className="text-sm">
        {customer
          ? "Marked as a customer: kept beyond the retention period."
          : "Not a customer: deleted when the retention period ends."}
      </p>
      <button type="submit" className={cn(secondary, "mt-2")}>
        {customer ? "Remove customer mark" : "Mark as customer"}
      </button>
    </form>
  );
}

export function NoteForm({ leadId }: { leadId: string }) {
  return (
    <form action={addNoteAction} className="space-y-2">
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor="note" className="text-sm font-semibold">
        Add a note
      </label>
      <textarea id="note" name="note" rows={3} maxLength={2000} required className={field} />
      <button type="submit" className={primary}>
        Add note
      </button>
    </form>
  );
}

export function CorrectionForm({ lead }: { lead: LeadRow }) {
  const inputs = [
    ["name", "Name", lead.name ?? ""],
    ["company", "Company", lead.company ?? ""],
    ["email", "E-mail", lead.email],
    ["phone", "Phone", formatIndianPhone(lead.phoneE164)],
  ] as const;
  return (
    <form action={correctAction} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="leadId" value={lead.id} />
      {inputs.map(([name, label, value]) => (
        <div key={name}>
          <label htmlFor={`fix-${name}`} className="text-sm font-semibold">
            {label}
          </label>
          <input
            id={`fix-${name}`}
            name={name}
            defaultValue={value}
            className={field}
            type={name === "email" ? "email" : "text"}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className={secondary}>
          Save corrections
        </button>
      </div>
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
