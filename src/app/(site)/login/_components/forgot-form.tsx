"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { forgotAction, type ForgotState } from "../reset-actions";

export function ForgotForm() {
  const [state, action] = useActionState<ForgotState, FormData>(forgotAction, { email: "" });
  if (state.sent) {
    return (
      <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm">
        If {state.email} has a portal account, a link to choose a new password is on its way. It
        works once, within an hour.
      </p>
    );
  }
  return (
    <form action={action} className="space-y-5" noValidate>
      <FormAlert id="forgot-alert" errorCount={0} message={state.error} />
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        defaultValue={state.email}
        key={state.email}
        required
      />
      <SubmitButton label="Send me a link" />
    </form>
  );
}
