// Enrolment in two-factor sign-in (TOTP) through better-auth's twoFactor plugin: the plugin makes
// and stores the secret and the backup codes and checks the app's codes; this module sequences
// its calls, and compares a backup code typed to turn two-factor off. Password confirmations
// count towards the account's sign-in lockout (password-check.ts), codes towards a lock of
// their own (lockout.ts).
import "server-only";
import { timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";
import { z } from "zod";
import { signInLock } from "@/lib/staff/auth/lockout";
import {
  errorCode,
  withPassword,
  type AccountDeps,
  type PasswordOutcome,
} from "@/lib/staff/auth/password-check";

export const passwordSchema = z.string().min(1).max(256);
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/));
/** A backup code as better-auth makes them: ten letters and digits, shown as two groups of five. */
const BACKUP_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;

/** A backup code as typed, in better-auth's spelling (with its hyphen), or null. */
export function backupCodeOf(code: string): string | null {
  const backup = BACKUP_CODE.exec(code);
  return backup ? `${backup[1]}-${backup[2]}` : null;
}

/** What a form says when the code typed is neither. */
export const CODE_MISSING =
  "Enter the 6-digit code from your authenticator app, or one of your backup codes.";

/** A second-factor code as typed: 6 digits from the app, or a backup code; spaces ignored. */
export function secondFactorCode(typed: string): string | null {
  const code = typed.replace(/\s/g, "");
  return totpCodeSchema.safeParse(code).success || backupCodeOf(code) ? code : null;
}

/**
 * An otpauth URI as the page showed it. Printable ASCII only and at most 1,024 characters, so
 * its QR code always fits (a code at level M holds 2,331 bytes).
 */
export const totpUriSchema = z
  .string()
  .max(1024)
  .regex(/^[\x21-\x7e]+$/)
  .refine((uri) => {
    try {
      const url = new URL(uri);
      return (
        url.protocol === "otpauth:" && /^[A-Z2-7]+=*$/.test(url.searchParams.get("secret") ?? "")
      );
    } catch {
      return false;
    }
  });

export type Enrolment = {
  totpURI: string;
  /** The base32 secret in groups of four, for typing into an app by hand. */
  secret: string;
  /** The URI as a QR code: an SVG drawn on the server, as a data: URL for an img element. */
  qrCode: string;
};

/** The QR code and the readable secret for an otpauth URI. */
export async function describeEnrolment(totpURI: string): Promise<Enrolment> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    totpURI,
    secret: secret.replace(/=+$/, "").replace(/(.{4})(?=.)/g, "$1 "),
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * First step: checks the password and has better-auth make a new secret, stored unconfirmed;
 * two-factor stays off until `confirmTwoFactor` gets a right code. Starting again replaces an
 * unconfirmed secret.
 */
export async function startTwoFactor(
  deps: AccountDeps,
  email: string,
  password: string,
): Promise<Enrolment | PasswordOutcome | "already-on"> {
  try {
    const result = await withPassword(deps, email, () =>
      deps.auth.api.enableTwoFactor({ body: { password }, headers: deps.headers }),
    );
    if (typeof result === "string") return result;
    if (result.method !== "totp") throw new Error("better-auth answered without a TOTP URI");
    return await describeEnrolment(result.totpURI);
  } catch (error) {
    if (errorCode(error) === "TOTP_ALREADY_ENABLED") return "already-on";
    throw error;
  }
}

/**
 * Second step: a right code from the app turns two-factor on (better-auth replaces the session,
 * its new cookie going out with the answer) and gives the backup codes, to be shown once.
 */
export async function confirmTwoFactor(
  deps: AccountDeps,
  userId: string,
  code: string,
): Promise<{ backupCodes: string[]; setCookie: string | null } | "invalid"> {
  try {
    const { headers } = await deps.auth.api.verifyTOTP({
      body: { code },
      headers: deps.headers,
      returnHeaders: true,
    });
    const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
    return { backupCodes, setCookie: headers.get("set-cookie") };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_CODE" || code === "TOTP_NOT_ENABLED") return "invalid";
    throw error;
  }
}

/**
 * A code for the signed-in member: from the app, or one of the backup codes, compared without
 * using it up (turning two-factor off deletes them all; a code spent on a refusal later in the
 * same step would be lost). better-auth counts no attempts here; `disableTwoFactor` counts them.
 */
async function secondFactorIsRight(
  deps: AccountDeps,
  userId: string,
  code: string,
): Promise<boolean> {
  const backup = backupCodeOf(code);
  if (backup) {
    const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
    const typed = Buffer.from(backup);
    return backupCodes.some((stored) => {
      const known = Buffer.from(stored);
      return known.length === typed.length && timingSafeEqual(known, typed);
    });
  }
  try {
    await deps.auth.api.verifyTOTP({ body: { code }, headers: deps.headers });
    return true;
  } catch (error) {
    if (errorCode(error) === "INVALID_CODE") return false;
    throw error;
  }
}

export type DisableOutcome =
  { setCookie: string | null } | PasswordOutcome | "wrong-code" | "codes-locked";

/**
 * Turns two-factor off after the password and a right code, so a session and a password taken
 * from someone cannot remove the second factor: the secret and the backup codes are deleted.
 * The password is checked first (and counted as a sign-in attempt); then the code, counted on a
 * lock of its own (lockout.ts), which only a right code clears.
 */
export async function disableTwoFactor(
  deps: AccountDeps,
  member: { id: string; email: string },
  password: string,
  code: string,
): Promise<DisableOutcome> {
  return withPassword(deps, member.email, async () => {
    await deps.auth.api.verifyPassword({ body: { password }, headers: deps.headers });
    const codes = signInLock(deps.db, deps.lockSecret, member.email, deps.address, "code");
    const attempt = await codes.attempt();
    if (!attempt.allowed) return "codes-locked" as const;
    if (!(await secondFactorIsRight(deps, member.id, code))) {
      return attempt.lastBeforeLock ? ("codes-locked" as const) : ("wrong-code" as const);
    }
    await codes.clear();
    // better-auth checks the password again here: it takes none of this module's checks on trust.
    const { headers } = await deps.auth.api.disableTwoFactor({
      body: { password },
      headers: deps.headers,
      returnHeaders: true,
    });
    return { setCookie: headers.get("set-cookie") };
  });
}
