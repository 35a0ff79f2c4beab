// The staff's authentication: better-auth on the site's own database, e-mail and password only.
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { makeBackupCodes } from "@/lib/staff/auth/backup-codes";
import type { Database } from "@/lib/db";
import * as schema from "@/lib/db/schema";

/**
 * Carries the client's address (socket peer plus trusted proxy hops only) to better-auth's rate
 * limiter on our internal calls; nothing a client sends reaches the handler directly.
 */
export const STAFF_CLIENT_ADDRESS_HEADER = "x-nirmal-client-address";

export const STAFF_AUTH_BASE_PATH = "/api/staff/auth";
/** Sessions end after eight hours of inactivity and are refreshed at most once an hour. */
export const SESSION_SECONDS = 8 * 60 * 60;
/** However active, a session ends this long after signing in: a copied cookie does not last. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Whether a session signed in at `createdAt` has outlived SESSION_MAX_AGE_SECONDS. */
export function sessionOutlived(createdAt: Date | string, now = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() > SESSION_MAX_AGE_SECONDS * 1000;
}

export type StaffAuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  /** Sign-in attempts per client address and minute (better-auth's own limiter). */
  signInPerMinute?: number;
};

export function createStaffAuth({ db, secret, baseURL, signInPerMinute = 10 }: StaffAuthOptions) {
  return betterAuth({
    appName: "Nirmal Earth staff",
    secret,
    baseURL,
    basePath: STAFF_AUTH_BASE_PATH,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.staffUsers,
        session: schema.staffSessions,
        account: schema.staffAccounts,
        verification: schema.staffVerifications,
        twoFactor: schema.staffTwoFactors,
        rateLimit: schema.staffRateLimits,
      },
    }),
    // No public sign-up: accounts come from `npm run staff:add` (see accounts.ts).
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12 },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: 60 * 60,
      // Every request checks the session row, so a revoked session stops at once.
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
      cookiePrefix: "nirmal-staff",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Only our own calls reach the handler (sign-in.ts), with the address already resolved.
      ipAddress: { ipAddressHeaders: [STAFF_CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [
      twoFactor({
        issuer: "Nirmal Earth staff",
        backupCodeOptions: { customBackupCodesGenerate: () => makeBackupCodes() },
      }),
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
