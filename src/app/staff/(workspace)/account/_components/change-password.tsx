"use client";
// The password change. Without script it is an ordinary POST answered with the same page; the
// passwords typed are never sent back.
import { useActionState } from "react";
import { TextField } from "@/components/leads/form-field";
import { SubmitButton } from "@/components/leads/submit-button";
import { useFocusOnError } from "../../../_components/use-focus-on-error";
import { changePasswordAction, type PasswordField, type PasswordState } from "../actions";

const FIELDS: readonly PasswordField[] = ["current", "next", "repeat"];

export function ChangePasswordForm() {
  const [state, action] = useActionState<PasswordState, FormData>(changePasswordAction, {});
  const first = FIELDS.find((field) => state.errors?.[field]);
  useFocusOnError(state, first ? `password-${first}` : null);
  const error = (field: PasswordField) =>
    state.errors?.[field] ? [state.errors[field]!] : undefined;
  return (
    <form action={action} className="space-y-3" noValidate>
      <TextField
        id="password-current"
        name="current"
        type="password"
        label="Current password"
        autoComplete="current-password"
        maxLength={256}
        error={error("current")}
        autoFocus={first === "current"}
        required
      />
      <TextField
        id="password-next"
        name="next"
        type="password"
        label="New password"
        hint="At least 12 characters."
        autoComplete="new-password"
        maxLength={128}
        error={error("next")}
        autoFocus={first === "next"}
        required
      />
      <TextField
        id="password-repeat"
        name="repeat"
        type="password"
        label="New password again"
        autoComplete="new-password"
        maxLength={128}
        error={error("repeat")}
        autoFocus={first === "repeat"}
        required
      />
      <SubmitButton label="Change password" />
    </form>
  );
}
