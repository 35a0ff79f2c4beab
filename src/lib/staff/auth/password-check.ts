// Actions that a staff member confirms with their password (turning two-factor on or off,
// changing the password): each is counted as a sign-in attempt, so guessing through these forms
// locks the account as guessing at the sign-in page does.
import "server-only";
import { isAPIError } from "better-auth/api";
import type { Database } from "@/lib/db";
import type { StaffAuth } from "@/lib/staff/auth/better-auth";
import { signInLock } from "@/lib/staff/auth/lockout";

export type AccountDeps = {
  auth: StaffAuth;
  db: Database;
  /** The secret the lockout keys are made with (the staff auth secret). */
  lockSecret: string;
  /** The request's headers, carrying the session cookie. */
  headers: Headers;
  /** The client's address, which the lockout counts failures by. */
  address: string | null;
};

export type PasswordOutcome = "wrong-password" | "locked";

/** The code better-auth gives a refusal (`INVALID_PASSWORD`, say), if it is one of its own. */
export function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/**
 * Runs a call that better-auth refuses with INVALID_PASSWORD when the password is wrong (or
 * PASSWORD_TOO_LONG, when it is longer than any password can be). It is
 * counted as a sign-in attempt first, and a locked account is refused before the call.
 */
export async function withPassword<T>(
  deps: AccountDeps,
  email: string,
  call: () => Promise<T>,
): Promise<T | PasswordOutcome> {
  const lock = signInLock(deps.db, deps.lockSecret, email, deps.address);
  const attempt = await lock.attempt();
  if (!attempt.allowed) return "locked";
  try {
    const result = await call();
    await lock.clear();
    return result;
  } catch (error) {
    // A password longer than any better-auth takes (128) cannot be the right one either.
    const code = errorCode(error);
    if (code !== "INVALID_PASSWORD" && code !== "PASSWORD_TOO_LONG") throw error;
    return attempt.lastBeforeLock ? "locked" : "wrong-password";
  }
}

/**
 * Changes the password after the current one, and ends every other session of the account
 * (better-auth gives this one a new session, its cookie going out with the answer).
 */
export async function changePassword(
  deps: AccountDeps,
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<"changed" | PasswordOutcome> {
  const result = await withPassword(deps, email, () =>
    deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: deps.headers,
    }),
  );
  return typeof result === "string" ? result : "changed";
}
