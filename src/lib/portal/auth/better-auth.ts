// The clients' authentication: a second better-auth instance, apart from the staff's in every
// way that matters (its own tables, cookie prefix, base path and secret), so that a client
// session can never be read as a staff session, nor the other way round (docs/client-portal.md).
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queueMail } from "@/lib/portal/mail";
import { clearAccountLock } from "@/lib/staff/auth/lockout";
import * as schema from "@/lib/db/schema";

/** Carries the resolved client address to better-auth's limiter on our internal calls. */
export const CLIENT_ADDRESS_HEADER = "x-nirmal-client-address";
export const CLIENT_AUTH_BASE_PATH = "/api/portal/auth";
export const CLIENT_COOKIE_PREFIX = "nirmal-portal";
/** Sessions end after eight hours of inactivity, and twelve hours after signing in at most. */
export const CLIENT_SESSION_SECONDS = 8 * 60 * 60;
export const CLIENT_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export const RESET_PATH = "/login/reset";
export const RESET_SECONDS = 60 * 60;

function resetMessage(to: string, link: string) {
  return {
    to,
    subject: "Reset your Nirmal Earth client portal password",
    body: [
      "Someone (we hope you) asked to reset the password of your Nirmal Earth client portal account.",
      "",
      "Choose a new password here (the link works once, within an hour):",
      link,
      "",
      "If you did not ask, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

export type ClientAuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  /** Sign-in attempts per client address and minute (better-auth's own limiter). */
  signInPerMinute?: number;
};

export function createClientAuth({ db, secret, baseURL, signInPerMinute = 10 }: ClientAuthOptions) {
  return betterAuth({
    appName: "Nirmal Earth client portal",
    secret,
    baseURL,
    basePath: CLIENT_AUTH_BASE_PATH,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.clientUsers,
        session: schema.clientSessions,
        account: schema.clientAccounts,
        verification: schema.clientVerifications,
        twoFactor: schema.clientTwoFactors,
        rateLimit: schema.clientRateLimits,
      },
    }),
    user: {
      // Set by the invitation a person accepts (invitations.ts), never by what a client sends.
      additionalFields: {
        organisationId: { type: "string", required: true, input: false },
        role: { type: "string", required: true, input: false, defaultValue: "member" },
      },
    },
    // No sign-up: a person joins only by accepting an invitation (invitations.ts).
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      // A reset link works once, for an hour; it is mailed through the portal's outbox, and
      // the action that asked for it sends it (password-reset.ts).
      resetPasswordTokenExpiresIn: RESET_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await queueMail(db, resetMessage(user.email, `${baseURL}${RESET_PATH}?token=${token}`));
      },
      // A new password ends every session and lifts the account's lock (the lock is keyed with
      // this same secret: sign-in.ts).
      onPasswordReset: async ({ user }) => {
        await db.delete(schema.clientSessions).where(eq(schema.clientSessions.userId, user.id));
        await clearAccountLock(db, secret, user.email);
      },
    },
    session: {
      expiresIn: CLIENT_SESSION_SECONDS,
      updateAge: 60 * 60,
      // Every request reads the session row, so a suspension or removal ends it at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: signInPerMinute },
        "/two-factor/verify-totp": { window: 60, max: 10 },
        "/two-factor/verify-backup-code": { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: baseURL.startsWith("https://"),
      cookiePrefix: CLIENT_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [twoFactor({ issuer: "Nirmal Earth client portal" }), nextCookies()],
  });
}

export type ClientAuth = ReturnType<typeof createClientAuth>;

/** Whether a session signed in at `createdAt` has outlived CLIENT_SESSION_MAX_AGE_SECONDS. */
export function clientSessionOutlived(createdAt: Date | string, now = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() > CLIENT_SESSION_MAX_AGE_SECONDS * 1000;
}
