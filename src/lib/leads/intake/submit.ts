// submitLead: the one domain function behind the Server Action and POST /api/leads.
import "server-only";
import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { estimateForLead } from "@/lib/estimator/lead-estimate";
import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { getDb, type Database } from "@/lib/db";
import { configuredChannels, leadsConfigFromEnv, type LeadsConfig } from "@/lib/leads/config";
import { deliverLeadNow } from "@/lib/leads/delivery/outbox";
import { countLeadReceived } from "@/lib/metrics";
import { clientKey, hitRateLimit } from "@/lib/leads/intake/rate-limit";
import { countRefusal } from "@/lib/leads/intake/refusals";
import { HONEYPOT_FIELD, type FieldErrors } from "@/lib/leads/intake/fields";
import { validateLead } from "@/lib/leads/intake/schema";
import { findReplay, hashKey, leadDigest } from "@/lib/leads/intake/idempotency";
import { IdempotencyKeyTaken, storeLead } from "@/lib/leads/store";

export type SubmitResult =
  | { status: "accepted"; id: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number }
  /** The idempotency key was already used for a different enquiry. */
  | { status: "key-reused" };

export type SubmitContext = {
  /** The client's network address, only ever used hashed. */
  clientAddress: string | null;
  /** The client's own key for this submission (already validated); retries send the same. */
  idempotencyKey?: string;
};

export type SubmitDeps = {
  db?: Database;
  config?: LeadsConfig;
  /** Runs delivery after the answer is sent; defaults to Next's `after()`. */
  schedule?: (task: () => Promise<void>) => void;
  now?: Date;
};

let warnedUndelivered = false;

export async function submitLead(
  raw: unknown,
  context: SubmitContext,
  deps: SubmitDeps = {},
): Promise<SubmitResult> {
  const config = deps.config ?? leadsConfigFromEnv();
  const db = deps.db ?? (await getDb());

  // A retry is answered before the rate limit counts it: it is the same enquiry, not a new one.
  const validated = validateLead(raw);
  const idempotency =
    context.idempotencyKey && validated.ok
      ? {
          keyHash: hashKey(context.idempotencyKey, context.clientAddress, config.rateLimit.secret),
          bodyDigest: leadDigest(validated.lead),
        }
      : undefined;
  if (idempotency) {
    const replay = await replayOf(db, idempotency);
    if (replay) return replay;
  }

  const key = clientKey(context.clientAddress, config.rateLimit.secret);
  const limited = await hitRateLimit(db, key, config.rateLimit, deps.now);
  if (!limited.allowed) {
    await countRefusal(db, "rate-limit", deps.now);
    return { status: "rate-limited", retryAfterSeconds: limited.retryAfterSeconds };
  }

  // A bot that fills the hidden field is told it succeeded, so it has no reason to adapt.
  const honeypot = isRecord(raw) ? raw[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    await countRefusal(db, "spam", deps.now);
    return { status: "accepted", id: randomUUID() };
  }

  if (!validated.ok) {
    await countRefusal(db, "invalid", deps.now);
    return { status: "invalid", errors: validated.errors };
  }

  const channels = configuredChannels(config);
  let id: string;
  try {
    id = await storeLead(db, validated.lead, {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      estimate:
        validated.lead.kind === "consultation" ? estimateForLead(validated.lead.estimate) : null,
      channels,
      idempotency,
    });
  } catch (error) {
    // A concurrent repeat committed first: answer as it was answered.
    if (error instanceof IdempotencyKeyTaken && idempotency) {
      const replay = await replayOf(db, idempotency);
      if (replay) return replay;
    }
    throw error;
  }
  countLeadReceived();
  if (channels.length > 0) {
    const schedule = deps.schedule ?? ((task: () => Promise<void>) => after(task));
    schedule(() => deliverLeadNow(db, config, id));
  } else if (!warnedUndelivered) {
    warnedUndelivered = true;
    console.warn("[leads] leads are stored but not sent: set SMTP_URL or LEADS_WEBHOOK_URL");
  }
  return { status: "accepted", id };
}

async function replayOf(
  db: Database,
  idempotency: { keyHash: string; bodyDigest: string },
): Promise<SubmitResult | undefined> {
  const replay = await findReplay(db, idempotency.keyHash, idempotency.bodyDigest);
  if (replay.kind === "same") return { status: "accepted", id: replay.leadId };
  if (replay.kind === "different-body") return { status: "key-reused" };
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
