"use server";

// Forgotten passwords: asking for a link, and setting a new password with it.
import { redirect } from "next/navigation";
import { formArg } from "@/lib/http/server-actions";
import {
  requestPasswordReset,
  resetPassword,
  resetRequestSchema,
  resetSchema,
} from "@/lib/portal/auth/password-reset";

export type ForgotState = { email: string; error?: string; sent?: boolean };

export async function forgotAction(_state: ForgotState, sent: FormData): Promise<ForgotState> {
  const form = formArg(sent);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const parsed = resetRequestSchema.safeParse({ email });
  if (!parsed.success) {
    return { email, error: "Enter your e-mail address, like name@example.com." };
  }
  try {
    const outcome = await requestPasswordReset(parsed.data.email);
    if (outcome === "rate-limited") {
      return { email, error: "Too many requests from here. Try again in an hour." };
    }
  } catch (error) {
    console.warn(`[portal] reset request failed: ${(error as Error).name}`);
    return { email, error: "That is not possible right now. Try again in a moment." };
  }
  return { email, sent: true };
}

export type ResetState = { error?: string };

export async function resetAction(_state: ResetState, sent: FormData): Promise<ResetState> {
  const form = formArg(sent);
  const password = String(form.get("password") ?? "");
  const parsed = resetSchema.safeParse({ token: form.get("token"), password });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "token")) {
      return { error: "This link is not valid. Ask for a new one." };
    }
    return { error: "Choose a password of 12 to 128 characters." };
  }
  if (password !== String(form.get("confirm") ?? "")) {
    return { error: "The two passwords are not the same. Type them again." };
  }
  let outcome;
  try {
    outcome = await resetPassword(parsed.data);
  } catch (error) {
    console.warn(`[portal] reset failed: ${(error as Error).name}`);
    return { error: "Your password could not be saved right now. Try again in a moment." };
  }
  if (outcome === "invalid") {
    return {
      error: "This link has been used or has expired (links last an hour). Ask for a new one.",
    };
  }
  redirect("/login?reset=1");
}
