"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { portalCodeAction, type PortalCodeState } from "../actions";

export function PortalCodeForm({ next }: { next: string }) {
  const [state, action] = useActionState<PortalCodeState, FormData>(portalCodeAction, {});
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <FormAlert id="portal-code-alert" errorCount={0} message={state.error} />
      <TextField
        id="portal-code"
        name="code"
        label="Code from your authenticator app"
        hint="Lost your phone? Type one of your backup codes instead."
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={20}
        defaultValue={state.code}
        key={state.code}
        autoFocus={!!state.error}
        required
      />
      <SubmitButton label="Verify" />
    </form>
  );
}
