// The only place that sends lead notifications: e-mail over SMTP and a signed webhook.
import "server-only";
import { createHmac } from "node:crypto";
import type { LeadRow } from "@/lib/db/schema";
import type { EmailChannel, WebhookChannel } from "@/lib/leads/config";
import { DeliveryError, sendPlainMail } from "@/lib/mail/transport";
import { RESULT_PATH } from "@/lib/estimator/paths";
import { LEAD_FIELDS, showValue } from "@/lib/leads/intake/registry";

/** The registry's fields with a value, as staff read them (the message goes below them). */
function fieldLines(lead: LeadRow): string[] {
  return LEAD_FIELDS.filter((field) => field.name !== "message").flatMap((field) => {
    const value = showValue(field, lead[field.column]);
    return value ? [`${field.label}: ${value}`] : [];
  });
}

function summaryLines(lead: LeadRow): string[] {
  return [
    `Kind: ${lead.kind === "consultation" ? "Free EPR consultation" : "Contact enquiry"}`,
    ...fieldLines(lead),
    lead.estimateSummary ? `Estimate: ${lead.estimateSummary}` : null,
    lead.estimateQuery ? `Estimate link: ${RESULT_PATH}?${lead.estimateQuery}` : null,
    `Sent from: ${lead.sourcePage}`,
    `Received: ${lead.createdAt.toISOString()}`,
    `Marketing opt-in: ${lead.marketingOptIn ? "yes" : "no"}`,
    `Privacy notice version: ${lead.privacyNoticeVersion}`,
    `Lead id: ${lead.id}`,
  ].filter((line): line is string => line !== null);
}

export async function sendLeadEmail(channel: EmailChannel, lead: LeadRow): Promise<void> {
  const who = lead.company ?? lead.name ?? "a visitor";
  const text = [...summaryLines(lead), "", "Message:", lead.message || "(none)"].join("\n");
  await sendPlainMail({
    smtpUrl: channel.smtpUrl,
    from: channel.from,
    to: channel.to,
    replyTo: lead.email,
    subject: `New ${lead.kind === "consultation" ? "consultation request" : "enquiry"} from ${who}`,
    text,
    headers: { "X-Lead-Id": lead.id },
  });
}

/** Who a lead was given to: the address its e-mail goes to, and the day to follow it up. */
export type LeadOwner = { email: string; followUpOn: string | null };

/**
 * Tells a staff member a lead is now theirs: who it is, how to reach them, the follow-up day and
 * the link to the lead in the workspace (behind its sign-in).
 */
export async function sendOwnerEmail(
  channel: EmailChannel,
  owner: LeadOwner,
  lead: LeadRow,
  siteUrl: string,
): Promise<void> {
  const who = lead.company ?? lead.name ?? lead.email;
  const text = [
    "This lead is now yours.",
    owner.followUpOn ? `Follow it up on ${owner.followUpOn}.` : null,
    `Open it: ${siteUrl}/staff/leads/${lead.id}`,
    "",
    ...summaryLines(lead),
    "",
    "Message:",
    lead.message || "(none)",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  await sendPlainMail({
    smtpUrl: channel.smtpUrl,
    from: channel.from,
    to: owner.email,
    replyTo: lead.email,
    subject: `Lead assigned to you: ${who}`,
    text,
    headers: { "X-Lead-Id": lead.id },
  });
}

/** The JSON a webhook receives; `X-Signature` signs "<timestamp>.<body>". */
export function webhookBody(lead: LeadRow): string {
  return JSON.stringify({
    event: "lead.created",
    lead: {
      id: lead.id,
      kind: lead.kind,
      // Each registry field under its form name (phone in E.164, choices by their value).
      ...Object.fromEntries(LEAD_FIELDS.map((field) => [field.name, lead[field.column]])),
      page: lead.sourcePage,
      marketingOptIn: lead.marketingOptIn,
      estimate: lead.estimateQuery
        ? { query: lead.estimateQuery, summary: lead.estimateSummary }
        : null,
      privacyNoticeVersion: lead.privacyNoticeVersion,
      createdAt: lead.createdAt.toISOString(),
    },
  });
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export async function sendLeadWebhook(
  channel: WebhookChannel,
  lead: LeadRow,
  deliveryId: string,
): Promise<void> {
  const body = webhookBody(lead);
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(channel.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature": signWebhook(channel.secret, timestamp, body),
        "X-Signature-Timestamp": String(timestamp),
        // Lets the receiver drop a repeat if our record of success was lost.
        "X-Delivery-Id": deliveryId,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string } };
    throw new DeliveryError(`webhook ${e.cause?.code ?? e.name ?? "network error"}`);
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw new DeliveryError(`webhook HTTP ${response.status}`);
  }
}
