import type { StaffMember } from "@/lib/staff/leads/assignment";
import { assignAction } from "../../../actions";
import { field, primary, Problem, problemProps } from "../../../_components/form-parts";

type Props = {
  leadId: string;
  ownerId: string | null;
  followUpOn: string | null;
  staff: StaffMember[];
  /** Whether a mail server is configured, so a new owner is e-mailed. */
  mails: boolean;
  problem?: { control: "owner" | "follow-up"; text: string };
};

/** Who works the lead and the day they follow it up: a plain form, working without script. */
export function OwnerForm({ leadId, ownerId, followUpOn, staff, mails, problem }: Props) {
  const at = (control: "owner" | "follow-up") =>
    problem?.control === control ? problem.text : undefined;
  return (
    <form action={assignAction} className="space-y-3">
      <input type="hidden" name="leadId" value={leadId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="owner" className="text-sm font-semibold">
            Owner
          </label>
          <select
            id="owner"
            name="ownerId"
            defaultValue={ownerId ?? ""}
            className={field}
            {...problemProps("owner", at("owner"), { hint: "owner-hint" })}
          >
            <option value="">Nobody yet</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name ? `${member.name} (${member.email})` : member.email}
              </option>
            ))}
          </select>
          <Problem id="owner" text={at("owner")} />
        </div>
        <div>
          <label htmlFor="follow-up" className="text-sm font-semibold">
            Follow up on
          </label>
          <input
            id="follow-up"
            name="followUpOn"
            type="date"
            defaultValue={followUpOn ?? ""}
            className={field}
            {...problemProps("follow-up", at("follow-up"), { focus: !at("owner") })}
          />
          <Problem id="follow-up" text={at("follow-up")} />
        </div>
      </div>
      <p id="owner-hint" className="field-hint">
        {mails
          ? "A new owner other than you is e-mailed a link to this lead."
          : "No mail server is configured, so nobody is e-mailed: tell the new owner yourself."}
      </p>
      <button type="submit" className={primary}>
        Save owner and follow-up
      </button>
    </form>
  );
}
