// The process-wide client auth and the session check every portal page and action makes: a
// client session (never a staff one), of a person and organisation neither suspended.
import "server-only";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase, type Database } from "@/lib/db";
import { clientOrganisations, clientUsers, type ClientRole } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { staffAuthSecret } from "@/lib/staff/auth/secret";
import {
  CLIENT_ADDRESS_HEADER,
  clientSessionOutlived,
  createClientAuth,
  type ClientAuth,
} from "@/lib/portal/auth/better-auth";
import { PORTAL_SIGN_IN_PATH, portalReturnPath } from "@/lib/portal/auth/return-path";

/** Where a client administrator without two-factor sign-in is sent until it is on. */
export const TWO_FACTOR_SETUP_PATH = "/portal/account?setup=two-factor";

/**
 * The key that signs client cookies: derived from the staff secret (one secret to set and rotate
 * for the server) under a label of its own, so a staff cookie never verifies as a client one.
 */
export function clientAuthSecret(): string {
  return createHmac("sha256", staffAuthSecret(env)).update("nirmal-client-portal").digest("hex");
}

const holder = globalThis as typeof globalThis & { __nirmalClientAuth?: Promise<ClientAuth> };

export function getClientAuth(): Promise<ClientAuth> {
  holder.__nirmalClientAuth ??= getDatabase()
    .then(({ db }) =>
      createClientAuth({
        db,
        secret: clientAuthSecret(),
        baseURL: env.SITE_URL,
        signInPerMinute: env.STAFF_SIGN_IN_PER_MINUTE,
      }),
    )
    .catch((error: unknown) => {
      holder.__nirmalClientAuth = undefined;
      throw error;
    });
  return holder.__nirmalClientAuth;
}

/** A signed-in client person and their organisation, as every portal query is scoped by. */
export type ClientPerson = {
  id: string;
  email: string;
  name: string;
  role: ClientRole;
  organisationId: string;
  organisationName: string;
  sessionId: string;
  twoFactorEnabled: boolean;
};

/** This request's headers, with the cookies as they stand now and the resolved address. */
export async function currentClientHeaders(): Promise<Headers> {
  const incoming = await headers();
  const out = new Headers(incoming);
  const address = clientAddressFrom(incoming, env.TRUSTED_PROXY_HOPS);
  if (address) out.set(CLIENT_ADDRESS_HEADER, address);
  else out.delete(CLIENT_ADDRESS_HEADER);
  const jar = (await cookies()).toString();
  if (jar) out.set("cookie", jar);
  else out.delete("cookie");
  return out;
}

/**
 * The person the headers' client session belongs to, or null: no session, an expired, forged or
 * outlived one, or one of a suspended person or organisation (whose sessions then end).
 */
export async function clientSessionOf(
  auth: ClientAuth,
  db: Database,
  requestHeaders: Headers,
): Promise<ClientPerson | null> {
  const result = await auth.api.getSession({ headers: requestHeaders });
  if (!result) return null;
  const { session } = result;
  const [row] = await db
    .select({ user: clientUsers, organisation: clientOrganisations })
    .from(clientUsers)
    .innerJoin(clientOrganisations, eq(clientOrganisations.id, clientUsers.organisationId))
    .where(eq(clientUsers.id, result.user.id));
  const ended =
    !row ||
    row.user.suspendedAt !== null ||
    row.organisation.suspendedAt !== null ||
    clientSessionOutlived(session.createdAt);
  if (ended) {
    await (await auth.$context).internalAdapter.deleteSession(session.token);
    return null;
  }
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role,
    organisationId: row.organisation.id,
    organisationName: row.organisation.name,
    sessionId: session.id,
    twoFactorEnabled: row.user.twoFactorEnabled === true,
  };
}

/** The signed-in client person, or null (none, or the sessions cannot be read). */
export async function currentClient(): Promise<ClientPerson | null> {
  try {
    const [auth, { db }] = await Promise.all([getClientAuth(), getDatabase()]);
    return await clientSessionOf(auth, db, await currentClientHeaders());
  } catch (error) {
    console.warn(`[portal] session unavailable: ${(error as Error).name}`);
    return null;
  }
}

/**
 * For portal pages and actions: the client person, or a redirect to sign in that leads back to
 * `returnTo`. A client administrator without two-factor sign-in is sent to turn it on first.
 */
export async function requireClient(
  returnTo?: string,
  { twoFactorSetup = false }: { twoFactorSetup?: boolean } = {},
): Promise<ClientPerson> {
  const person = await currentClient();
  if (!person) {
    const back = portalReturnPath(returnTo);
    redirect(
      back === "/portal"
        ? PORTAL_SIGN_IN_PATH
        : `${PORTAL_SIGN_IN_PATH}?next=${encodeURIComponent(back)}`,
    );
  }
  // The account page, where it is turned on, is the one page open to them before.
  if (person.role === "admin" && !person.twoFactorEnabled && !twoFactorSetup) {
    redirect(TWO_FACTOR_SETUP_PATH);
  }
  return person;
}
