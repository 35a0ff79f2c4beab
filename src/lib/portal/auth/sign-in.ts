// Signing a client person in: through the client auth's own handler (its rate limiter applies),
// after the account's lockout has counted the attempt (the staff's lockout rules, keyed with the
// client secret so the two never share a count). Suspended people and organisations are refused.
import "server-only";
import { cookies, headers } from "next/headers";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { clientOrganisations, clientUsers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { admitSignIn } from "@/lib/staff/auth/lockout";
import { backupCodeOf } from "@/lib/staff/auth/two-factor";
import { CLIENT_ADDRESS_HEADER, CLIENT_AUTH_BASE_PATH } from "@/lib/portal/auth/better-auth";
import { clientAuthSecret, getClientAuth } from "@/lib/portal/auth/session";
import { logPortalEvent } from "@/lib/portal/events";

export const clientSignInSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(256),
});

export type ClientSignInOutcome =
  "signed-in" | "two-factor" | "invalid" | "locked" | "rate-limited" | "unavailable";

async function copyCookies(response: Response): Promise<void> {
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) return;
  const jar = await cookies();
  parseSetCookieHeader(setCookie).forEach((value, name) => {
    if (name) jar.set(name, value.value, toCookieOptions(value));
  });
}

async function callClientAuth(path: string, body: unknown, cookie?: string): Promise<Response> {
  const incoming = await headers();
  const out: Record<string, string> = {
    "content-type": "application/json",
    origin: env.SITE_URL,
  };
  const address = clientAddressFrom(incoming, env.TRUSTED_PROXY_HOPS);
  if (address) out[CLIENT_ADDRESS_HEADER] = address;
  const agent = incoming.get("user-agent");
  if (agent) out["user-agent"] = agent;
  if (cookie) out.cookie = cookie;
  const auth = await getClientAuth();
  return auth.handler(
    new Request(`${env.SITE_URL}${CLIENT_AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers: out,
      body: JSON.stringify(body),
    }),
  );
}

/** The person an address belongs to, if they may sign in at all (neither they nor their organisation suspended). */
async function admissible(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: clientUsers.id,
      organisationId: clientUsers.organisationId,
      suspended: clientUsers.suspendedAt,
      organisationSuspended: clientOrganisations.suspendedAt,
    })
    .from(clientUsers)
    .innerJoin(clientOrganisations, eq(clientOrganisations.id, clientUsers.organisationId))
    .where(eq(clientUsers.email, email));
  return row && !row.suspended && !row.organisationSuspended ? row : null;
}

export async function signInClient(
  input: z.infer<typeof clientSignInSchema>,
): Promise<ClientSignInOutcome> {
  const email = input.email.toLowerCase();
  let response: Response;
  try {
    const db = await getDb();
    const address = clientAddressFrom(await headers(), env.TRUSTED_PROXY_HOPS);
    const attempt = await admitSignIn(
      db,
      clientAuthSecret(),
      email,
      address,
      env.STAFF_SIGN_IN_PER_MINUTE,
    );
    if (attempt.rateLimited) return "rate-limited";
    if (!attempt.allowed) return "locked";
    const person = await admissible(email);
    if (!person) {
      // Unknown or suspended: refused in the words of a wrong password, after as long a check.
      await (await getClientAuth()).$context.then((ctx) => ctx.password.hash(input.password));
      return attempt.lastBeforeLock ? "locked" : "invalid";
    }
    response = await callClientAuth("/sign-in/email", { email, password: input.password });
    if (response.status === 429) return "rate-limited";
    if (!response.ok) {
      if (response.status >= 500) return "unavailable";
      return attempt.lastBeforeLock ? "locked" : "invalid";
    }
    await attempt.lock.clear();
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as {
      twoFactorRedirect?: boolean;
    };
    if (!body.twoFactorRedirect) {
      await logPortalEvent(db, {
        organisationId: person.organisationId,
        action: "sign-in",
        actor: { kind: "client", id: person.id, email },
      });
    }
  } catch (error) {
    console.warn(`[portal] sign-in unavailable: ${(error as Error).name}`);
    return "unavailable";
  }
  await copyCookies(response);
  const body = (await response.json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
  return body.twoFactorRedirect ? "two-factor" : "signed-in";
}

/** The second step: the app's code or a backup code, against the pending sign-in. */
export async function verifyClientSecondFactor(
  code: string,
): Promise<"signed-in" | "invalid" | "rate-limited" | "unavailable"> {
  const cookieHeader = (await cookies()).toString();
  const backup = backupCodeOf(code);
  let response: Response;
  try {
    response = backup
      ? await callClientAuth("/two-factor/verify-backup-code", { code: backup }, cookieHeader)
      : await callClientAuth("/two-factor/verify-totp", { code }, cookieHeader);
  } catch (error) {
    console.warn(`[portal] second step unavailable: ${(error as Error).name}`);
    return "unavailable";
  }
  if (response.status === 429) return "rate-limited";
  if (response.status >= 500) return "unavailable";
  if (!response.ok) return "invalid";
  await copyCookies(response);
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as {
    user?: { id?: string; email?: string; organisationId?: string };
  };
  if (body.user?.id && body.user.email && body.user.organisationId) {
    await logPortalEvent(await getDb(), {
      organisationId: body.user.organisationId,
      action: "sign-in",
      actor: { kind: "client", id: body.user.id, email: body.user.email },
      detail: "two-factor",
    }).catch(() => undefined);
  }
  return "signed-in";
}
