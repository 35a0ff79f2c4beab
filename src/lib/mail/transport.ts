// The one SMTP transport: every e-mail the site sends (lead notifications, operations alerts)
// leaves through sendPlainMail, with the same timeouts and the same error that quotes no data.
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/** A failure whose message is safe to store and log: it never contains the message's content. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

export type PlainMail = {
  smtpUrl: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends a plain-text message; a failure is a DeliveryError naming only the SMTP codes. */
export async function sendPlainMail({ smtpUrl, ...message }: PlainMail): Promise<void> {
  try {
    await transportFor(smtpUrl).sendMail(message);
  } catch (error) {
    const e = error as { code?: string; responseCode?: number };
    // SMTP replies can quote addresses; keep only the codes.
    throw new DeliveryError(
      `smtp ${e.code ?? "error"}${e.responseCode ? ` ${e.responseCode}` : ""}`.trim(),
    );
  }
}
