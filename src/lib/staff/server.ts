// The process-wide staff auth and the session checks every staff page, action and export makes.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import { getDatabase } from "@/lib/db";
import { createStaffAuth, type StaffAuth } from "./auth";
import { staffAuthSecret } from "./secret";

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

export type StaffMember = { id: string; email: string; name: string; sessionId: string };

/** The signed-in staff member, or null: an unknown, expired, revoked or forged cookie is null. */
export async function currentStaff(requestHeaders?: Headers): Promise<StaffMember | null> {
  try {
    const auth = await getStaffAuth();
    const result = await auth.api.getSession({ headers: requestHeaders ?? (await headers()) });
    if (!result) return null;
    const { user, session } = result;
    return { id: user.id, email: user.email, name: user.name, sessionId: session.id };
  } catch {
    return null;
  }
}

/** For staff pages and server actions: the staff member, or a redirect to sign in. */
export async function requireStaff(): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect("/staff/sign-in");
  return staff;
}
