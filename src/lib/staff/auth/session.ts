// The process-wide staff auth and the session checks every staff page, action and export makes.
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { getDatabase } from "@/lib/db";
import { clientAddressFrom } from "@/lib/http/client-address";
import {
  createStaffAuth,
  sessionOutlived,
  STAFF_CLIENT_ADDRESS_HEADER,
  type StaffAuth,
} from "@/lib/staff/auth/better-auth";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import { SIGN_IN_PATH, withReturn } from "@/lib/staff/auth/return-path";

const holder = globalThis as typeof globalThis & { __nirmalStaffAuth?: Promise<StaffAuth> };

export function getStaffAuth(): Promise<StaffAuth> {
  holder.__nirmalStaffAuth ??= getDatabase()
    .then(({ db }) =>
      createStaffAuth({
        db,
        secret: staffAuthSecret(env),
        baseURL: env.SITE_URL,
        signInPerMinute: env.STAFF_SIGN_IN_PER_MINUTE,
      }),
    )
    .catch((error: unknown) => {
      holder.__nirmalStaffAuth = undefined;
      throw error;
    });
  return holder.__nirmalStaffAuth;
}

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  sessionId: string;
  twoFactorEnabled: boolean;
};

/**
 * This request's headers with the cookies as they stand now. A server action that replaces the
 * session (turning two-factor on or off does) sets a new cookie, and the page rendered in the
 * same response must see it: Next updates `cookies()` after an action, never `headers()`.
 * better-auth records the client's address from one header: it is set here from the resolved
 * address, never taken from what the client sent.
 */
export async function currentHeaders(): Promise<Headers> {
  const incoming = await headers();
  const out = new Headers(incoming);
  const address = clientAddressFrom(incoming, env.TRUSTED_PROXY_HOPS);
  if (address) out.set(STAFF_CLIENT_ADDRESS_HEADER, address);
  else out.delete(STAFF_CLIENT_ADDRESS_HEADER);
  const jar = (await cookies()).toString();
  if (jar) out.set("cookie", jar);
  else out.delete("cookie");
  return out;
}

/**
 * The session the headers carry, read through `auth`: the staff member, or null for an unknown,
 * expired, revoked or forged cookie and for a session signed in more than
 * SESSION_MAX_AGE_SECONDS ago (which is then deleted), or "unavailable" when the sessions cannot
 * be read at all (the database unreachable): then nobody is known to be signed out.
 */
export async function sessionOf(
  auth: StaffAuth,
  requestHeaders: Headers,
): Promise<StaffMember | null | "unavailable"> {
  try {
    const result = await auth.api.getSession({ headers: requestHeaders });
    if (!result) return null;
    const { user, session } = result;
    if (sessionOutlived(session.createdAt)) {
      await (await auth.$context).internalAdapter.deleteSession(session.token);
      return null;
    }
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      sessionId: session.id,
      twoFactorEnabled: user.twoFactorEnabled === true,
    };
  } catch {
    // better-auth answers a cookie it does not know with null; it throws only when it cannot
    // read its store.
    return "unavailable";
  }
}

/** This request's session (see `sessionOf`), or "unavailable" when the auth cannot even start. */
export async function staffSession(
  requestHeaders?: Headers,
): Promise<StaffMember | null | "unavailable"> {
  try {
    return await sessionOf(await getStaffAuth(), requestHeaders ?? (await currentHeaders()));
  } catch {
    return "unavailable";
  }
}

/** The signed-in staff member, or null (when none is, or when that cannot be known). */
export async function currentStaff(requestHeaders?: Headers): Promise<StaffMember | null> {
  const session = await staffSession(requestHeaders);
  return session === "unavailable" ? null : session;
}

/**
 * For staff pages and server actions: the staff member, or a redirect to sign in (whose page
 * says so when the sessions cannot be read). A page names its own address, which signing in then
 * leads back to.
 */
export async function requireStaff(returnTo?: string): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(withReturn(SIGN_IN_PATH, returnTo));
  return staff;
}
