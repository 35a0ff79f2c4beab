"use client";
import { useActionState } from "react";
import { FormAlert } from "@/components/leads/form-alert";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { signInAction, type SignInState } from "../actions";
import { SIGN_IN_UNAVAILABLE } from "../messages";

/**
 * `unavailable`: the sessions could not be read when the page was made (the database
 * unreachable), said before anyone types: a signed-in member sent here is not signed out.
 */
export function SignInForm({ next, unavailable }: { next: string; unavailable: boolean }) {
  const [state, action] = useActionState<SignInState, FormData>(signInAction, {
    email: "",
    error: unavailable ? SIGN_IN_UNAVAILABLE : undefined,
  });
  return (
    <form action={action} className="space-y-5" noValidate>
      <input type="hidden" name="next" value={next} />
      <FormAlert id="sign-in-alert" errorCount={0} message={state.error} />
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        defaultValue={state.email}
        key={state.email}
        required
      />
      <TextField
        id="sign-in-password"
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
