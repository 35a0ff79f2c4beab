"use server";

// The portal's sign-in steps: password, then the second factor where enrolled, and accepting an
// invitation. Each validates its form, and answers in the form (what was typed kept) or with a
// redirect into the portal.
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { formArg } from "@/lib/http/server-actions";
import { portalReturnPath } from "@/lib/portal/auth/return-path";
import { getClientAuth } from "@/lib/portal/auth/session";
import {
  clientSignInSchema,
  signInClient,
  verifyClientSecondFactor,
} from "@/lib/portal/auth/sign-in";
import { acceptInvitation, acceptSchema } from "@/lib/portal/invitations";
import { CODE_MISSING, secondFactorCode } from "@/lib/staff/auth/two-factor";

export type PortalSignInState = { error?: string; email: string };

const MESSAGES: Record<string, string> = {
  invalid: "That e-mail address and password do not match an account.",
  locked: "Too many failed attempts: sign-in to this account is locked for 15 minutes.",
  "rate-limited": "Too many attempts from here. Wait a minute and try again.",
  unavailable: "Signing in is not possible right now. Try again in a moment.",
};

export async function portalSignInAction(
  _state: PortalSignInState,
  sent: FormData,
): Promise<PortalSignInState> {
  const form = formArg(sent);
  const rawEmail = form.get("email");
  const email = typeof rawEmail === "string" ? rawEmail.slice(0, 254) : "";
  const parsed = clientSignInSchema.safeParse({ email, password: form.get("password") ?? "" });
  if (!parsed.success || !parsed.data.email || !parsed.data.password) {
    return { email, error: "Enter your e-mail address and password." };
  }
  const outcome = await signInClient(parsed.data);
  const next = portalReturnPath(form.get("next"));
  if (outcome === "signed-in") redirect(next);
  if (outcome === "two-factor") {
    redirect(`/login/two-factor${next === "/portal" ? "" : `?next=${encodeURIComponent(next)}`}`);
  }
  return { email, error: MESSAGES[outcome] };
}

export type PortalCodeState = { error?: string; code?: string };

export async function portalCodeAction(
  _state: PortalCodeState,
  sent: FormData,
): Promise<PortalCodeState> {
  const form = formArg(sent);
  const typed = String(form.get("code") ?? "").slice(0, 20);
  const code = secondFactorCode(typed);
  if (!code) return { code: typed, error: CODE_MISSING };
  const outcome = await verifyClientSecondFactor(code);
  if (outcome === "signed-in") redirect(portalReturnPath(form.get("next")));
  return {
    code: typed,
    error:
      outcome === "invalid"
        ? "That code is not right, or the sign-in has expired. Check the code and try again, or sign in again."
        : MESSAGES[outcome],
  };
}

export type AcceptState = { error?: string; problems?: { password?: string } };

export async function acceptInvitationAction(
  _state: AcceptState,
  sent: FormData,
): Promise<AcceptState> {
  const form = formArg(sent);
  const password = String(form.get("password") ?? "");
  const parsed = acceptSchema.safeParse({ token: form.get("token"), password });
  if (!parsed.success) {
    const tokenBad = parsed.error.issues.some((issue) => issue.path[0] === "token");
    if (tokenBad) return { error: "This invitation link is not valid." };
    return { problems: { password: "Choose a password of 12 to 128 characters." } };
  }
  if (password !== String(form.get("confirm") ?? "")) {
    return { problems: { password: "The two passwords are not the same. Type them again." } };
  }
  let outcome;
  try {
    outcome = await acceptInvitation(await getClientAuth(), await getDb(), parsed.data);
  } catch (error) {
    console.warn(`[portal] invitation not accepted: ${(error as Error).name}`);
    return { error: "Your password could not be saved right now. Try again in a moment." };
  }
  if (outcome.status === "invalid") {
    return {
      error:
        "This invitation has been used, has expired or was withdrawn. Ask whoever invited you for a new one.",
    };
  }
  redirect(`/login?joined=1&email=${encodeURIComponent(outcome.email)}`);
}

