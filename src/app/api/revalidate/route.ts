// Webhook from WordPress (wordpress/mu-plugins, the content plugin): refreshes only what a post
// edit or a company-content edit affects. Each delivery is signed and taken once
// (src/lib/wordpress/webhook-signature.ts).
import { expireSettingsIfSamplesShown } from "@/lib/company-content/settings";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readCapped } from "@/lib/http/read-capped";
import { LAST_WEBHOOK_KEY, recordTime } from "@/lib/ops/state";
import { revalidatePayloadSchema, revalidateWordPressContent } from "@/lib/wordpress";
import { DeliveryLog, verifyDelivery } from "@/lib/wordpress/webhook-signature";

export const dynamic = "force-dynamic";

/** A payload is a few hundred bytes; anything past this is not one. */
const MAX_BODY_BYTES = 16 * 1024;
/** The deliveries this instance has taken, so a replay of one is refused. */
const deliveries = new DeliveryLog();

export async function POST(request: Request) {
  const bytes = await readCapped(request.body, MAX_BODY_BYTES).catch(() => null);
  if (!bytes) return Response.json({ error: "invalid payload" }, { status: 400 });
  const body = new TextDecoder().decode(bytes);
  const header = (name: string) => request.headers.get(name);
  const verdict = verifyDelivery(
    {
      timestamp: header("x-webhook-timestamp"),
      id: header("x-webhook-id"),
      signature: header("x-webhook-signature"),
      secret:
        header("x-webhook-secret") ?? header("authorization")?.replace(/^Bearer\s+/i, "") ?? null,
    },
    body,
    env.WORDPRESS_WEBHOOK_SECRET,
    deliveries,
  );
  if (!verdict.ok) {
    console.warn(`[webhook] refused: ${verdict.reason}`);
    return Response.json({ error: "unauthorized" }, { status: 401 });
  }
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // answered below as an invalid payload
  }
  const payload = revalidatePayloadSchema.safeParse(json);
  if (!payload.success) {
    return Response.json({ error: "invalid payload" }, { status: 400 });
  }
  const tags = [
    ...revalidateWordPressContent(payload.data),
    ...(await expireSettingsIfSamplesShown(payload.data)),
  ];
  // For the operations page, shared by every instance; a database outage does not refuse it.
  await getDb()
    .then((db) => recordTime(db, LAST_WEBHOOK_KEY, new Date()))
    .catch((error: unknown) =>
      console.warn(`[ops] webhook not recorded: ${(error as Error).name}`),
    );
  return Response.json({ revalidated: true, tags });
}
