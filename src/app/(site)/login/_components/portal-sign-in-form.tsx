"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { portalSignInAction, type PortalSignInState } from "../actions";

/** E-mail and password; works as a plain form post without JavaScript. */
export function PortalSignInForm({ next, email }: { next: string; email: string }) {
  const [state, action] = useActionState<PortalSignInState, FormData>(portalSignInAction, {
    email,
  });
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <FormAlert id="portal-sign-in-alert" errorCount={0} message={state.error} />
      <TextField
        id="portal-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        defaultValue={state.email}
        key={state.email}
        required
      />
      <TextField
        id="portal-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
      />
      <SubmitButton label="Sign in" />
    </form>
  );
}
