// Signing in goes through better-auth's own request handler, so its rate limiter (stored in the
// database) applies; each attempt is first counted by the account's lockout (lockout.ts).
import "server-only";
import { cookies, headers } from "next/headers";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { STAFF_AUTH_BASE_PATH, STAFF_CLIENT_ADDRESS_HEADER } from "@/lib/staff/auth/better-auth";
import { admitSignIn } from "@/lib/staff/auth/lockout";
import { backupCodeOf } from "@/lib/staff/auth/two-factor";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import { getStaffAuth } from "@/lib/staff/auth/session";
import { clientAddressFrom } from "@/lib/http/client-address";

export const signInSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(256),
});

export type SignInOutcome =
  "signed-in" | "two-factor" | "invalid" | "locked" | "rate-limited" | "unavailable";

async function copyCookies(response: Response): Promise<void> {
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) return;
  const jar = await cookies();
  parseSetCookieHeader(setCookie).forEach((value, name) => {
    if (name) jar.set(name, value.value, toCookieOptions(value));
  });
}

/**
 * The client's address as the lead limiter sees it (socket peer plus only the trusted proxy
 * hops), so a made-up X-Forwarded-For cannot buy more sign-in attempts.
 */
async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  const address = clientAddressFrom(incoming, env.TRUSTED_PROXY_HOPS);
  if (address) out[STAFF_CLIENT_ADDRESS_HEADER] = address;
  const agent = incoming.get("user-agent");
  if (agent) out["user-agent"] = agent;
  return out;
}

async function callAuth(
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
): Promise<Response> {
  const auth = await getStaffAuth();
  return auth.handler(
    new Request(`${env.SITE_URL}${STAFF_AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: env.SITE_URL,
        ...(await forwardedHeaders()),
        ...extra,
      },
      body: JSON.stringify(body),
    }),
  );
}

export async function signInWithPassword(
  input: z.infer<typeof signInSchema>,
): Promise<SignInOutcome> {
  let response: Response;
  try {
    const address = clientAddressFrom(await headers(), env.TRUSTED_PROXY_HOPS);
    const attempt = await admitSignIn(
      await getDb(),
      staffAuthSecret(env),
      input.email,
      address,
      env.STAFF_SIGN_IN_PER_MINUTE,
    );
    if (attempt.rateLimited) return "rate-limited";
    if (!attempt.allowed) return "locked";
    response = await callAuth("/sign-in/email", {
      email: input.email.toLowerCase(),
      password: input.password,
    });
    if (response.status === 429) return "rate-limited";
    if (!response.ok) {
      if (response.status >= 500) return "unavailable";
      return attempt.lastBeforeLock ? "locked" : "invalid";
    }
    await attempt.lock.clear();
  } catch (error) {
    // The database (the lockout's counts, better-auth's tables) cannot be reached: said as
    // such on the form, not as a failed page.
    console.warn(`[staff] sign-in unavailable: ${(error as Error).name}`);
    return "unavailable";
  }
  await copyCookies(response);
  const body = (await response.json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
  return body.twoFactorRedirect ? "two-factor" : "signed-in";
}

/**
 * The second step: the code from the authenticator app, or one of the account's backup codes
 * (each works once), checked against the pending sign-in.
 */
export async function verifySecondFactor(
  code: string,
): Promise<"signed-in" | "invalid" | "rate-limited" | "unavailable"> {
  const cookieHeader = (await cookies()).toString();
  const backup = backupCodeOf(code);
  let response: Response;
  try {
    response = backup
      ? await callAuth("/two-factor/verify-backup-code", { code: backup }, { cookie: cookieHeader })
      : await callAuth("/two-factor/verify-totp", { code }, { cookie: cookieHeader });
  } catch (error) {
    console.warn(`[staff] second step unavailable: ${(error as Error).name}`);
    return "unavailable";
  }
  if (response.status === 429) return "rate-limited";
  if (response.status >= 500) return "unavailable";
  if (!response.ok) return "invalid";
  await copyCookies(response);
  return "signed-in";
}
