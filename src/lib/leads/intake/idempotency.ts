// Idempotency-Key handling for lead submissions: a retried submission gets the first answer.
import "server-only";
import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { addressBucket } from "@/lib/http/client-address";
import { leadIdempotencyKeys } from "@/lib/db/schema";
import type { LeadInput } from "@/lib/leads/intake/schema";

/** How long a key is remembered; a client retrying later than this is sending a new lead. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/**
 * The IETF draft sends the key as a structured-field string ("..."); a bare token is taken too,
 * since plain HTTP clients often send one. Printable ASCII only, at most 255 characters.
 */
const keySchema = z
  .string()
  .trim()
  .transform((value) => (/^".*"$/.test(value) ? value.slice(1, -1) : value))
  .pipe(z.string().regex(/^[\x21-\x7e]{1,255}$/));

export type ParsedKey = { ok: true; key: string | undefined } | { ok: false; error: string };

/** An absent or empty key means "not idempotent"; a malformed one is the caller's error. */
export function parseIdempotencyKey(value: string | null | undefined): ParsedKey {
  if (value === null || value === undefined || value.trim() === "") {
    return { ok: true, key: undefined };
  }
  const parsed = keySchema.safeParse(value);
  return parsed.success
    ? { ok: true, key: parsed.data }
    : { ok: false, error: "Idempotency-Key must be 1 to 255 printable ASCII characters." };
}

/**
 * A key is the client's own: it is stored together with the client's address, so another
 * client that sends the same key first (guessed, or a predictable one) neither answers for
 * this client's enquiry nor has it refused as a reused key. (An IPv6 client counts by its /64,
 * whose addresses its device may change between tries.) A retry from a new address is stored as
 * a new enquiry: a duplicate, never a loss.
 */
export function hashKey(key: string, clientAddress: string | null, secret: string): string {
  return createHmac("sha256", secret)
    .update(JSON.stringify(["idempotency", addressBucket(clientAddress) ?? "", key]))
    .digest("base64url");
}

/**
 * The key of a form sent without one. A form sent without JavaScript has none (the page is the
 * same cached HTML for every visitor), and the browser sends it again when the visitor reloads
 * the answer: the same fields from the same client address are that repeat, answered as the
 * first was (for IDEMPOTENCY_KEY_TTL_SECONDS).
 */
export function formRepeatKey(raw: Record<string, string>, clientAddress: string | null) {
  const fields = Object.entries(raw).sort(([a], [b]) => a.localeCompare(b));
  const digest = createHash("sha256")
    .update(JSON.stringify([clientAddress ?? "", fields]))
    .digest("base64url");
  return `form:${digest}`;
}

/** A digest of the validated lead: the same enquiry sent again has the same digest. */
export function leadDigest(lead: LeadInput): string {
  const canonical = JSON.stringify(Object.entries(lead).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("base64url");
}

export type Replay =
  { kind: "none" } | { kind: "same"; leadId: string } | { kind: "different-body" };

export async function findReplay(db: Database, keyHash: string, digest: string): Promise<Replay> {
  const rows = await db
    .select({ bodyDigest: leadIdempotencyKeys.bodyDigest, leadId: leadIdempotencyKeys.leadId })
    .from(leadIdempotencyKeys)
    .where(eq(leadIdempotencyKeys.keyHash, keyHash))
    .limit(1);
  const row = rows[0];
  if (!row) return { kind: "none" };
  return row.bodyDigest === digest
    ? { kind: "same", leadId: row.leadId }
    : { kind: "different-body" };
}
