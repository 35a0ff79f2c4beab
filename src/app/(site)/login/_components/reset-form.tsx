"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { resetAction, type ResetState } from "../reset-actions";

export function ResetForm({ token }: { token: string }) {
  const [state, action] = useActionState<ResetState, FormData>(resetAction, {});
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="token" value={token} />
      <FormAlert id="reset-alert" errorCount={0} message={state.error} />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 12 characters."
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <TextField
        id="reset-confirm"
        name="confirm"
        type="password"
        label="The same password again"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <SubmitButton label="Save password" />
    </form>
  );
}
