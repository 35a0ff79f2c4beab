"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { SubmitButton } from "@/components/leads/submit-button";
import { CodeField } from "../../_components/code-field";
import { useFocusOnError } from "../../_components/use-focus-on-error";
import { totpAction, type TotpState } from "../actions";

export function TotpForm({ next }: { next: string }) {
  const [state, action] = useActionState<TotpState, FormData>(totpAction, {});
  useFocusOnError(state, state.error ? "totp-code" : null);
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <FormAlert id="totp-alert" errorCount={0} message={state.error} />
      <CodeField
        id="totp-code"
        hint="Lost your phone? Type one of your backup codes instead."
        defaultValue={state.code}
        autoFocus={!!state.error}
      />
      <SubmitButton label="Verify" />
    </form>
  );
}
