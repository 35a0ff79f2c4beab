// Forgotten passwords: a link by e-mail (better-auth makes and checks the token; the portal's
// outbox carries the message), asked for at most RESETS_PER_HOUR times an hour per client.
import "server-only";
import { headers } from "next/headers";
import { isAPIError } from "better-auth/api";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { clientAddressFrom } from "@/lib/http/client-address";
import { clientKey, hitRateLimit } from "@/lib/leads/intake/rate-limit";
import { newPasswordSchema } from "@/lib/staff/auth/accounts";
import { clientAuthSecret, getClientAuth } from "@/lib/portal/auth/session";
import { deliverPortalMail, portalMailChannel } from "@/lib/portal/mail";

export const RESETS_PER_HOUR = 5;
export const resetRequestSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
});
export const resetSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
  password: newPasswordSchema,
});

/** Asks for a link; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<"sent" | "rate-limited"> {
  const db = await getDb();
  const address = clientAddressFrom(await headers(), env.TRUSTED_PROXY_HOPS);
  const limit = await hitRateLimit(db, `portal-reset:${clientKey(address, clientAuthSecret())}`, {
    max: RESETS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limit.allowed) return "rate-limited";
  const auth = await getClientAuth();
  await auth.api.requestPasswordReset({ body: { email } });
  await deliverPortalMail(db, portalMailChannel()).catch(() => undefined);
  return "sent";
}

/** Sets the new password with the link's token (once, within the hour). */
export async function resetPassword(
  input: z.output<typeof resetSchema>,
): Promise<"reset" | "invalid"> {
  const auth = await getClientAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
    return "reset";
  } catch (error) {
    if (isAPIError(error)) return "invalid";
    throw error;
  }
}
