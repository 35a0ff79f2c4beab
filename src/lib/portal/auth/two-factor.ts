// Two-factor enrolment for client people: the staff's sequence (lib/staff/auth/two-factor.ts),
// run against the client auth with the client lockout key. Both instances carry the same twoFactor
// plugin, so its endpoints are the same; only the instance and the key differ.
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import type { StaffAuth } from "@/lib/staff/auth/better-auth";
import type { AccountDeps } from "@/lib/staff/auth/password-check";
import { clientAuthSecret, currentClientHeaders, getClientAuth } from "@/lib/portal/auth/session";

export async function clientAccountDeps(): Promise<AccountDeps> {
  const headers = await currentClientHeaders();
  return {
    // The plugin's endpoints are typed per instance; the client instance has the same ones.
    auth: (await getClientAuth()) as unknown as StaffAuth,
    db: await getDb(),
    lockSecret: clientAuthSecret(),
    headers,
    address: clientAddressFrom(headers, env.TRUSTED_PROXY_HOPS),
  };
}
