"use server";

// Two-factor enrolment and the password. Each action checks the session first (requireStaff
// redirects when there is none) and validates its form with Zod. Passwords are never sent back
// to the page.
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { formArg } from "@/lib/http/server-actions";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import { currentHeaders, getStaffAuth, requireStaff } from "@/lib/staff/auth/session";
import {
  CODE_MISSING,
  confirmTwoFactor,
  describeEnrolment,
  disableTwoFactor,
  passwordSchema,
  secondFactorCode,
  startTwoFactor,
  totpCodeSchema,
  totpUriSchema,
  type Enrolment,
} from "@/lib/staff/auth/two-factor";
import { changePassword, type AccountDeps } from "@/lib/staff/auth/password-check";
import { newPasswordSchema } from "@/lib/staff/auth/accounts";

export type EnrolState =
  | { stage: "start"; error?: string }
  | { stage: "confirm"; enrolment: Enrolment; code?: string; error?: string }
  | { stage: "done"; backupCodes: string[] };

export type DisableField = "password" | "code";
/** The code typed comes back after a refusal; the password never does. */
export type DisableState = { errors?: Partial<Record<DisableField, string>>; code?: string };

export type PasswordField = "current" | "next" | "repeat";
export type PasswordState = { errors?: Partial<Record<PasswordField, string>> };

const PASSWORD_MESSAGES = {
  "wrong-password": "That password is not right. Type the password you sign in with.",
  locked: "Too many wrong passwords: sign-in to this account is locked for 15 minutes.",
} as const;

const CODE_MESSAGES = {
  "wrong-code":
    "That code is not right. Type the code your app shows now, or an unused backup code.",
  "codes-locked": "Too many wrong codes: turning two-factor sign-in off is locked for 15 minutes.",
} as const;

async function deps(): Promise<AccountDeps> {
  const headers = await currentHeaders();
  return {
    auth: await getStaffAuth(),
    db: await getDb(),
    lockSecret: staffAuthSecret(env),
    headers,
    address: clientAddressFrom(headers, env.TRUSTED_PROXY_HOPS),
  };
}

const confirmingSchema = z.object({
  stage: z.literal("confirm"),
  enrolment: z.object({ totpURI: totpUriSchema }),
});

/**
 * The enrolment the page showed, from the form's previous state. The browser sends that state
 * back, so it is read as any input: only its URI is trusted, and only once it has been checked.
 */
async function shownEnrolment(previous: unknown): Promise<Enrolment | null> {
  const shown = confirmingSchema.safeParse(previous);
  return shown.success ? describeEnrolment(shown.data.enrolment.totpURI) : null;
}

/** Both steps of turning two-factor on: `step=start` (password) and `step=confirm` (first code). */
export async function enrolTwoFactorAction(
  previous: EnrolState,
  sent: FormData,
): Promise<EnrolState> {
  const form = formArg(sent);
  const staff = await requireStaff();
  if (staff.twoFactorEnabled) redirect("/staff/account");
  const step = form.get("step");

  if (step === "confirm") {
    const enrolment = await shownEnrolment(previous);
    if (!enrolment) return { stage: "start", error: "Start again: confirm your password." };
    const typed = String(form.get("code") ?? "").slice(0, 20);
    const code = totpCodeSchema.safeParse(typed);
    if (!code.success) {
      return {
        stage: "confirm",
        enrolment,
        code: typed,
        error: "Enter the 6-digit code your authenticator app shows for this account.",
      };
    }
    const outcome = await confirmTwoFactor(await deps(), staff.id, code.data);
    if (outcome === "invalid") {
      return {
        stage: "confirm",
        enrolment,
        code: typed,
        error:
          "That code is not right. Check that the app's clock is correct and type the code it shows now.",
      };
    }
    return { stage: "done", backupCodes: outcome.backupCodes };
  }

  const password = passwordSchema.safeParse(form.get("password"));
  if (!password.success) return { stage: "start", error: "Enter your password to continue." };
  const outcome = await startTwoFactor(await deps(), staff.email, password.data);
  if (outcome === "already-on") redirect("/staff/account");
  if (typeof outcome === "string") return { stage: "start", error: PASSWORD_MESSAGES[outcome] };
  return { stage: "confirm", enrolment: outcome };
}

export async function disableTwoFactorAction(
  _previous: DisableState,
  sent: FormData,
): Promise<DisableState> {
  const form = formArg(sent);
  const staff = await requireStaff();
  if (!staff.twoFactorEnabled) redirect("/staff/account");
  const password = passwordSchema.safeParse(form.get("password"));
  const typed = String(form.get("code") ?? "").slice(0, 20);
  const code = secondFactorCode(typed);
  const errors: DisableState["errors"] = {};
  if (!password.success) errors.password = "Enter your password to turn two-factor sign-in off.";
  if (!code) errors.code = CODE_MISSING;
  if (!password.success || !code) return { errors, code: typed };
  const outcome = await disableTwoFactor(await deps(), staff, password.data, code);
  if (outcome === "wrong-code" || outcome === "codes-locked")
    return { errors: { code: CODE_MESSAGES[outcome] }, code: typed };
  if (typeof outcome === "string")
    return { errors: { password: PASSWORD_MESSAGES[outcome] }, code: typed };
  redirect("/staff/account?done=two-factor-off");
}

/** A new password after the current one; every other session of the account ends. */
export async function changePasswordAction(
  _previous: PasswordState,
  sent: FormData,
): Promise<PasswordState> {
  const form = formArg(sent);
  const staff = await requireStaff();
  const current = passwordSchema.safeParse(form.get("current"));
  const next = newPasswordSchema.safeParse(form.get("next"));
  const errors: PasswordState["errors"] = {};
  if (!current.success) errors.current = "Enter your current password.";
  if (!next.success) errors.next = "Choose a new password of 12 to 128 characters.";
  else if (form.get("repeat") !== next.data)
    errors.repeat = "The two new passwords differ. Type the new one again.";
  if (!current.success || !next.success || errors.repeat) return { errors };
  const outcome = await changePassword(await deps(), staff.email, current.data, next.data);
  if (outcome !== "changed") return { errors: { current: PASSWORD_MESSAGES[outcome] } };
  redirect("/staff/account?done=password-changed");
}
