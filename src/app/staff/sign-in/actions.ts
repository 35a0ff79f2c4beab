"use server";

import { redirect } from "next/navigation";
import { formArg } from "@/lib/http/server-actions";
import { returnPath, withReturn } from "@/lib/staff/auth/return-path";
import { signInSchema, signInWithPassword, verifySecondFactor } from "@/lib/staff/auth/sign-in";
import { CODE_MISSING, secondFactorCode } from "@/lib/staff/auth/two-factor";

export type SignInState = { error?: string; email: string };

const MESSAGES: Record<string, string> = {
  invalid: "That e-mail address and password do not match an account.",
  locked: "Too many failed attempts: sign-in to this account is locked for 15 minutes.",
  "rate-limited": "Too many attempts from here. Wait a minute and try again.",
  unavailable: "Signing in is not possible right now. Try again in a moment.",
};

export async function signInAction(_state: SignInState, sent: FormData): Promise<SignInState> {
  const form = formArg(sent);
  const rawEmail = form.get("email");
  const email = typeof rawEmail === "string" ? rawEmail.slice(0, 254) : "";
  const parsed = signInSchema.safeParse({ email, password: form.get("password") ?? "" });
  if (!parsed.success || !parsed.data.email || !parsed.data.password) {
    return { email, error: "Enter your e-mail address and password." };
  }
  const outcome = await signInWithPassword(parsed.data);
  const next = form.get("next");
  if (outcome === "signed-in") redirect(returnPath(next));
  if (outcome === "two-factor") redirect(withReturn("/staff/sign-in/two-factor", next));
  return { email, error: MESSAGES[outcome] };
}

export type TotpState = { error?: string; code?: string };

export async function totpAction(_state: TotpState, sent: FormData): Promise<TotpState> {
  const form = formArg(sent);
  const typed = String(form.get("code") ?? "").slice(0, 20);
  const code = secondFactorCode(typed);
  if (!code) return { code: typed, error: CODE_MISSING };
  const outcome = await verifySecondFactor(code);
  if (outcome === "signed-in") redirect(returnPath(form.get("next")));
  return {
    code: typed,
    error:
      outcome === "invalid"
        ? "That code is not right, or the sign-in has expired. Check the code and try again, or sign in again."
        : MESSAGES[outcome],
  };
}
