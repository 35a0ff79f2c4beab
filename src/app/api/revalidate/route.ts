// Webhook from WordPress (wordpress/mu-plugins, the content plugin): refreshes only what a post
// edit or a company-content edit affects.
import { createHash, timingSafeEqual } from "node:crypto";
import { expireSettingsIfSamplesShown } from "@/lib/company-content/settings";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { LAST_WEBHOOK_KEY, recordTime } from "@/lib/ops/state";
import { revalidatePayloadSchema, revalidateWordPressContent } from "@/lib/wordpress";

export const dynamic = "force-dynamic";

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function POST(request: Request) {
  const bearer = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? null;
  const given = request.headers.get("x-webhook-secret") ?? bearer;
  if (!secretMatches(given, env.WORDPRESS_WEBHOOK_SECRET)) {
    return Response.json({ error: "unauthorized" }, { status: 401 });
  }
  const body = await request.json().catch(() => null);
  const payload = revalidatePayloadSchema.safeParse(body);
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
