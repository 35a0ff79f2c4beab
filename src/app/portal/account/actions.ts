"use server";

// Turning two-factor sign-in on (mandatory for a client administrator). Each step checks the
// client session first and validates its form; passwords never come back to the page.
import { redirect } from "next/navigation";
import { z } from "zod";
import { formArg } from "@/lib/http/server-actions";
import { requireClient } from "@/lib/portal/auth/session";
import { clientAccountDeps } from "@/lib/portal/auth/two-factor";
import {
  confirmTwoFactor,
  describeEnrolment,
  passwordSchema,
  startTwoFactor,
  totpCodeSchema,
  totpUriSchema,
  type Enrolment,
} from "@/lib/staff/auth/two-factor";

export type EnrolState =
  | { stage: "start"; error?: string }
  | { stage: "confirm"; enrolment: Enrolment; code?: string; error?: string }
  | { stage: "done"; backupCodes: string[] };

const PASSWORD_MESSAGES = {
  "wrong-password": "That password is not right. Type the password you sign in with.",
  locked: "Too many wrong passwords: sign-in to this account is locked for 15 minutes.",
} as const;

const confirmingSchema = z.object({
  stage: z.literal("confirm"),
  enrolment: z.object({ totpURI: totpUriSchema }),
});

export async function enrolClientTwoFactorAction(
  previous: EnrolState,
  sent: FormData,
): Promise<EnrolState> {
  const form = formArg(sent);
  const person = await requireClient("/portal/account", { twoFactorSetup: true });
  if (person.twoFactorEnabled) redirect("/portal/account");
  if (form.get("step") === "confirm") {
    // The state comes back from the browser: only its URI is taken, once checked.
    const shown = confirmingSchema.safeParse(previous);
    if (!shown.success) return { stage: "start", error: "Start again: confirm your password." };
    const enrolment = await describeEnrolment(shown.data.enrolment.totpURI);
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
    const outcome = await confirmTwoFactor(await clientAccountDeps(), person.id, code.data);
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
  const outcome = await startTwoFactor(await clientAccountDeps(), person.email, password.data);
  if (outcome === "already-on") redirect("/portal/account");
  if (typeof outcome === "string") return { stage: "start", error: PASSWORD_MESSAGES[outcome] };
  return { stage: "confirm", enrolment: outcome };
}
