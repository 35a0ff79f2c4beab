import type { ComponentProps } from "react";
import { TextField } from "@/components/leads/form-field";

/**
 * The field for a second-factor code: the 6 digits an authenticator app shows, or a backup code
 * (letters too, so no numeric keyboard), at sign-in and when turning two-factor off.
 */
export function CodeField(
  props: Pick<
    ComponentProps<typeof TextField>,
    "id" | "hint" | "defaultValue" | "error" | "autoFocus"
  >,
) {
  return (
    <TextField
      name="code"
      label="Code from your authenticator app"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
      required
      {...props}
    />
  );
}
