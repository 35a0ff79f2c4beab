"use client";
import { useActionState, useEffect } from "react";
import {
  CORRECTABLE_FIELDS,
  CORRECTION_FIELDS,
  type CorrectionField,
  type CorrectionState,
} from "@/lib/staff/leads/correction";
import { correctAction } from "../../../actions";
import { field, Problem, problemProps, secondary } from "../../../_components/form-parts";

/**
 * Corrects the person's details, and says so beside the button. A refusal keeps what was typed,
 * says what is wrong under each field and moves the focus to the first; without JavaScript the
 * answer page opens there.
 */
export function CorrectionForm({
  leadId,
  current,
}: {
  leadId: string;
  current: Record<CorrectionField, string>;
}) {
  // Without JavaScript the form is posted to the lead's own address, not to the current one,
  // whose `?done=` would show another action's answer over this one's.
  const [state, action, pending] = useActionState(
    correctAction,
    {} satisfies CorrectionState,
    `/staff/leads/${leadId}`,
  );
  const values = state.values ?? current;
  const first = CORRECTION_FIELDS.find((name) => state.errors?.[name]);

  useEffect(() => {
    if (first) document.getElementById(`fix-${first}`)?.focus();
  }, [state, first]);

  return (
    <form action={action} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="leadId" value={leadId} />
      {CORRECTABLE_FIELDS.map(({ name, label, input }) => {
        const error = state.errors?.[name];
        return (
          <div key={name}>
            <label htmlFor={`fix-${name}`} className="text-sm font-semibold">
              {label}
            </label>
            <input
              id={`fix-${name}`}
              name={name}
              defaultValue={values[name]}
              className={field}
              type={input.type === "email" ? "email" : input.type === "phone" ? "tel" : "text"}
              {...problemProps(`fix-${name}`, error, { focus: first === name })}
            />
            <Problem id={`fix-${name}`} text={error && `${error} Nothing was changed.`} />
          </div>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={secondary} aria-disabled={pending || undefined}>
          Save corrections
        </button>
        {state.saved ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            Corrections saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
