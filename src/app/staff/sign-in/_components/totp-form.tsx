"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { totpAction, type TotpState } from "../actions";

export function TotpForm() {
  const [state, action] = useActionState<TotpState, FormData>(totpAction, {});
  return (
    <form action={action} className="space-y-5" noValidate>
      <FormAlert id="totp-alert" errorCount={0} message={state.error} />
      <TextField
        id="totp-code"
        name="code"
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
      <SubmitButton label="Verify" />
    </form>
  );
}
