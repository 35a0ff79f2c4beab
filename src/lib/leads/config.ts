// Delivery and abuse settings for leads, read from the environment once (tests pass their own).
import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

export type EmailChannel = { smtpUrl: string; to: string; from: string };
export type WebhookChannel = { url: string; secret: string };
export type LeadsConfig = {
  email?: EmailChannel;
  webhook?: WebhookChannel;
  rateLimit: { max: number; windowSeconds: number; secret: string };
};

/** A visitor who needs more than this in ten minutes is a script, not a customer. */
export const DEFAULT_RATE_LIMIT = { max: 20, windowSeconds: 600 };

// Without RATE_LIMIT_SECRET each process invents a key: fine for one instance, but several
// instances sharing PostgreSQL must share the secret or each counts a client separately. Next
// loads this module once per route bundle, so the key lives on the process: a module-level key
// gave the API and each page's form a count of their own for the same client.
const holder = globalThis as typeof globalThis & { __nirmalRateLimitKey?: string };
const processKey = (holder.__nirmalRateLimitKey ??= randomBytes(32).toString("hex"));

export function leadsConfigFromEnv(): LeadsConfig {
  const from = env.LEADS_MAIL_FROM ?? env.LEADS_NOTIFY_TO;
  return {
    email:
      env.SMTP_URL && env.LEADS_NOTIFY_TO && from
        ? { smtpUrl: env.SMTP_URL, to: env.LEADS_NOTIFY_TO, from }
        : undefined,
    webhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }
        : undefined,
    rateLimit: { ...DEFAULT_RATE_LIMIT, secret: env.RATE_LIMIT_SECRET ?? processKey },
  };
}

export function configuredChannels(config: LeadsConfig): ("email" | "webhook")[] {
  const channels: ("email" | "webhook")[] = [];
  if (config.email) channels.push("email");
  if (config.webhook) channels.push("webhook");
  return channels;
}
