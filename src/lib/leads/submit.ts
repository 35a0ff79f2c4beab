// submitLead: the one domain function behind the Server Action and POST /api/leads.
import "server-only";
import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { getDb, type Database } from "@/lib/db";
import { configuredChannels, leadsConfigFromEnv, type LeadsConfig } from "./config";
import { deliverLeadNow } from "./outbox";
import { clientKey, hitRateLimit } from "./rate-limit";
import { HONEYPOT_FIELD, type FieldErrors } from "./fields";
import { validateLead } from "./schema";
import { storeLead } from "./store";
import { startOutboxWorker } from "./worker";

export type SubmitResult =
  | { status: "accepted"; id: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number };

export type SubmitContext = {
  /** The client's network address, only ever used hashed. */
  clientAddress: string | null;
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
  if (!deps.config) startOutboxWorker();
  const db = deps.db ?? (await getDb());

  const key = clientKey(context.clientAddress, config.rateLimit.secret);
  const limited = await hitRateLimit(db, key, config.rateLimit, deps.now);
  if (!limited.allowed)
    return { status: "rate-limited", retryAfterSeconds: limited.retryAfterSeconds };

  // A bot that fills the hidden field is told it succeeded, so it has no reason to adapt.
  const honeypot = isRecord(raw) ? raw[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return { status: "accepted", id: randomUUID() };
  }

  const validated = validateLead(raw);
  if (!validated.ok) return { status: "invalid", errors: validated.errors };

  const channels = configuredChannels(config);
  const id = await storeLead(db, validated.lead, {
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    channels,
  });
  if (channels.length > 0) {
    const schedule = deps.schedule ?? ((task: () => Promise<void>) => after(task));
    schedule(() => deliverLeadNow(db, config, id));
  } else if (!warnedUndelivered) {
    warnedUndelivered = true;
    console.warn("[leads] leads are stored but not sent: set SMTP_URL or LEADS_WEBHOOK_URL");
  }
  return { status: "accepted", id };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The client address as the nearest proxy saw it (the last X-Forwarded-For entry). */
export function clientAddressFrom(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || headers.get("x-real-ip")?.trim() || null;
}
