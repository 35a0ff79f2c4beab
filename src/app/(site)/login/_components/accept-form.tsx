"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { acceptInvitationAction, type AcceptState } from "../actions";

/** Choosing a password for an invitation: twice, 12 to 128 characters (the staff rules). */
export function AcceptForm({ token, email }: { token: string; email: string }) {
  const [state, action] = useActionState<AcceptState, FormData>(acceptInvitationAction, {});
  const problem = state.problems?.password;
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <FormAlert
        id="accept-alert"
        errorCount={problem ? 1 : 0}
        typed={false}
        message={state.error}
      />
      <TextField
        id="accept-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 12 characters. A few unrelated words make a strong one."
        autoComplete="new-password"
        minLength={12}
        maxLength={128}
        error={problem ? [problem] : undefined}
        autoFocus={!!problem}
        required
      />
      <TextField
        id="accept-confirm"
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
