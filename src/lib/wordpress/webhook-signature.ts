// The webhook's proof that WordPress sent it: an HMAC-SHA256, keyed with the shared secret, over
// the delivery's time, its id and its body. A delivery older than five minutes (or from further
// ahead) is refused, and so is one whose id was already taken: a captured request cannot be
// replayed. The former form (the secret itself in a header) is accepted until
// LEGACY_SECRET_UNTIL, the upgrade window docs/editing-content.md announces.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How far a delivery's time may be from the site's clock, either way. */
export const MAX_AGE_SECONDS = 300;
/** The last moment a delivery carrying the secret itself (X-Webhook-Secret, Bearer) is taken. */
export const LEGACY_SECRET_UNTIL = new Date("2027-03-31T23:59:59Z");

export type WebhookHeaders = {
  timestamp: string | null;
  id: string | null;
  signature: string | null;
  /** The former form: the secret, from X-Webhook-Secret or `Authorization: Bearer`. */
  secret: string | null;
};

export type Verdict =
  | { ok: true; form: "signed" | "secret" }
  | {
      ok: false;
      reason: "unsigned" | "bad signature" | "stale" | "replayed" | "secret form ended";
    };

/** `sha256=<hex>` over `<timestamp>.<id>.<body>`, as the plugins send it. */
export function signDelivery(secret: string, timestamp: string, id: string, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${id}.${body}`).digest("hex");
  return `sha256=${mac}`;
}

/** Compares digests, so neither the length nor the content of either leaks through timing. */
function same(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The ids of deliveries taken in the last MAX_AGE_SECONDS (older ones are refused as stale). */
export class DeliveryLog {
  private readonly seen = new Map<string, number>();
  /** True the first time `id` is seen within the window; false for a replay. */
  take(id: string, nowSeconds: number): boolean {
    for (const [key, until] of this.seen) if (until < nowSeconds) this.seen.delete(key);
    if (this.seen.has(id)) return false;
    this.seen.set(id, nowSeconds + 2 * MAX_AGE_SECONDS);
    return true;
  }
}

export function verifyDelivery(
  headers: WebhookHeaders,
  body: string,
  secret: string | undefined,
  log: DeliveryLog,
  now: Date = new Date(),
): Verdict {
  if (!secret) return { ok: false, reason: "unsigned" };
  const { timestamp, id, signature } = headers;
  if (timestamp && id && signature) {
    if (!/^\d{1,12}$/.test(timestamp) || !/^[\w-]{8,64}$/.test(id)) {
      return { ok: false, reason: "bad signature" };
    }
    if (!same(signature, signDelivery(secret, timestamp, id, body))) {
      return { ok: false, reason: "bad signature" };
    }
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) {
      return { ok: false, reason: "stale" };
    }
    return log.take(id, nowSeconds)
      ? { ok: true, form: "signed" }
      : { ok: false, reason: "replayed" };
  }
  if (headers.secret && same(headers.secret, secret)) {
    return now <= LEGACY_SECRET_UNTIL
      ? { ok: true, form: "secret" }
      : { ok: false, reason: "secret form ended" };
  }
  return { ok: false, reason: "unsigned" };
}
