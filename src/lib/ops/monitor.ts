// Checks the site's health every minute inside the server and mails OPS_ALERT_TO when an
// incident starts and when it ends (src/lib/ops/incidents.ts keeps that to one mail each).
import "server-only";
import { repeat, type BackgroundJob } from "@/lib/jobs/repeat";
import { getDb, type Database } from "@/lib/db";
import { env } from "@/lib/env";
import { sendPlainMail } from "@/lib/mail/transport";
import { getWordPressClient } from "@/lib/wordpress";
import { alertMail, observe, settleIncidents, type Alert } from "./incidents";
import { readOpsStatus } from "./status";
import { wordpressReachability } from "./wordpress";

/** WordPress's reachability as the page and the monitor read it: cached for a minute. */
export function cachedWordPressCheck() {
  const client = getWordPressClient();
  return client ? () => wordpressReachability(() => client.checkAvailability()) : undefined;
}

/** One check at `now`: reads the status, records the findings, mails what started or ended. */
export async function checkOnce(db: Database, now: Date = new Date()): Promise<Alert[]> {
  const to = env.OPS_ALERT_TO;
  const smtpUrl = env.SMTP_URL;
  if (!to || !smtpUrl) return [];
  const status = await readOpsStatus(db, { wordpress: cachedWordPressCheck() });
  const observations = observe(
    status,
    {
      undeliveredMinutes: env.OPS_ALERT_UNDELIVERED_MINUTES,
      wordpressMinutes: env.OPS_ALERT_WORDPRESS_MINUTES,
      backupsScheduled: Boolean(env.BACKUP_DIR),
    },
    now,
  );
  const from = env.LEADS_MAIL_FROM ?? env.LEADS_NOTIFY_TO ?? to;
  return settleIncidents(db, observations, {
    now,
    send: (alert) => sendPlainMail({ smtpUrl, from, to, ...alertMail(alert, env.SITE_URL) }),
  });
}

/** Starts the minutely check (src/lib/boot.ts); none without OPS_ALERT_TO. */
export function startOpsMonitor(everyMs = 60_000): BackgroundJob | undefined {
  if (!env.OPS_ALERT_TO) return undefined;
  return repeat("[ops] check failed", everyMs, async () => {
    for (const a of await checkOnce(await getDb()))
      console.info(`[ops] ${a.phase === "start" ? "incident" : "resolved"}: ${a.kind}`);
  });
}
