// The portal's outbox: mail is stored first and sent after (at once, then retried by the worker),
// so a failed send loses nothing; a sent message's body is emptied, taking any link with it.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";
import { getDb, type Database } from "@/lib/db";
import { portalMail } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { backoffMs, MAX_ATTEMPTS } from "@/lib/leads/delivery/outbox";

export type MailChannel = { smtpUrl: string; from: string };
export type PortalMessage = { to: string; subject: string; body: string };

/** SMTP_URL with the leads' sender address; none when either is unset. */
export function portalMailChannel(): MailChannel | undefined {
  const from = env.LEADS_MAIL_FROM ?? env.LEADS_NOTIFY_TO;
  return env.SMTP_URL && from ? { smtpUrl: env.SMTP_URL, from } : undefined;
}

export async function queueMail(
  db: Pick<Database, "insert">,
  message: PortalMessage,
): Promise<string> {
  const id = randomUUID();
  await db.insert(portalMail).values({ id, ...message });
  return id;
}

const CLAIM_MS = 2 * 60_000;

/** Sends due messages (or one), claimed with SKIP LOCKED so two workers never send one twice. */
export async function deliverPortalMail(
  db: Database,
  channel: MailChannel | undefined,
  options: { id?: string; now?: Date } = {},
): Promise<{ sent: number; retrying: number; failed: number }> {
  const summary = { sent: 0, retrying: 0, failed: 0 };
  if (!channel) return summary;
  const now = options.now ?? new Date();
  const due = db
    .select({ id: portalMail.id })
    .from(portalMail)
    .where(
      and(
        eq(portalMail.status, "pending"),
        lte(portalMail.nextAttemptAt, now),
        or(isNull(portalMail.lockedUntil), lt(portalMail.lockedUntil, now)),
        options.id ? eq(portalMail.id, options.id) : undefined,
      ),
    )
    .limit(50)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(portalMail)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(portalMail.id, due))
    .returning();
  const transport = nodemailer.createTransport({
    url: channel.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      await transport.sendMail({
        from: channel.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      await db
        .update(portalMail)
        .set({ status: "sent", attempts, sentAt: new Date(), body: "", lockedUntil: null })
        .where(eq(portalMail.id, message.id));
      summary.sent++;
    } catch (error) {
      const e = error as { code?: string; responseCode?: number };
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(portalMail)
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          lastError: `smtp ${e.code ?? "error"} ${e.responseCode ?? ""}`.trim().slice(0, 200),
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          lockedUntil: null,
        })
        .where(eq(portalMail.id, message.id));
      summary[failed ? "failed" : "retrying"]++;
    }
  }
  transport.close();
  return summary;
}

/** The first try, right after the message is stored; the worker retries what this leaves. */
export async function sendPortalMailNow(db: Database, id: string): Promise<void> {
  try {
    await deliverPortalMail(db, portalMailChannel(), { id });
  } catch (error) {
    console.warn(`[portal] mail deferred: ${(error as Error).name}`);
  }
}

/** Messages waiting, for the operations page and tests. */
export async function pendingPortalMail(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portalMail)
    .where(eq(portalMail.status, "pending"));
  return Number(row?.n ?? 0);
}

/** A minutely retry of due portal mail (started by src/lib/boot.ts); null without SMTP. */
export function startPortalMailWorker(intervalMs = 60_000): BackgroundJob | null {
  const channel = portalMailChannel();
  if (!channel) return null;
  return repeat("[portal] mail run failed", intervalMs, async () => {
    await deliverPortalMail(await getDb(), channel);
  });
}
