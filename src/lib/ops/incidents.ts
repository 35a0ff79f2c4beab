// Turns each check's finding into at most one alert when an incident starts and one when it
// ends, for all instances together: the instance whose conditional update flips the incident's
// `open` flag sends the mail, and puts the flag back if the mail could not be sent.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { opsIncidents } from "@/lib/db/schema";
import type { OpsStatus } from "./status";

export const INCIDENT_KINDS = ["undelivered", "backup", "wordpress"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** One check's finding: failing or not, and how long it must have failed before an alert. */
export type Observation = {
  kind: IncidentKind;
  failing: boolean;
  /** A short, non-personal description of what was found (a count, an error code). */
  detail: string;
  afterMs: number;
};

export type AlertPhase = "start" | "end";
export type Alert = { kind: IncidentKind; phase: AlertPhase; detail: string; since: Date | null };

/** A backup is missed when none has succeeded for this long (a daily one, with some slack). */
export const BACKUP_MISSED_MS = 26 * 3600_000;

export type WatchConfig = {
  undeliveredMinutes: number;
  wordpressMinutes: number;
  /** Scheduled backups are configured (BACKUP_DIR), so their absence is an incident. */
  backupsScheduled: boolean;
};

/** The three checks, from a status read at `now`. */
export function observe(status: OpsStatus, config: WatchConfig, now: Date): Observation[] {
  const observations: Observation[] = [];
  const { outbox } = status;
  const waited = outbox.oldestUndeliveredAt
    ? now.getTime() - outbox.oldestUndeliveredAt.getTime()
    : 0;
  const undelivered = outbox.pending + outbox.failed;
  observations.push({
    kind: "undelivered",
    failing: waited > config.undeliveredMinutes * 60_000,
    detail:
      undelivered === 0
        ? "every lead delivered"
        : `${undelivered} deliver${undelivered === 1 ? "y" : "ies"} waiting` +
          (status.lastDeliveryError ? `; last error: ${status.lastDeliveryError.code}` : ""),
    afterMs: 0,
  });

  const last = status.lastBackup;
  const good = status.lastGoodBackupAt;
  if (last?.ok === false) {
    observations.push({
      kind: "backup",
      failing: true,
      detail: `the last backup failed (${last.error ?? "error"})`,
      afterMs: 0,
    });
  } else if (
    config.backupsScheduled &&
    (!good || now.getTime() - good.getTime() > BACKUP_MISSED_MS)
  ) {
    observations.push({
      kind: "backup",
      failing: true,
      detail: good ? `no backup since ${good.toISOString()}` : "no backup has been taken yet",
      // A new installation has had no chance to take one: count from when this was first seen.
      afterMs: good ? 0 : BACKUP_MISSED_MS,
    });
  } else {
    observations.push({ kind: "backup", failing: false, detail: "backups up to date", afterMs: 0 });
  }

  const reach = status.wordpress.reachability;
  if (reach) {
    observations.push({
      kind: "wordpress",
      failing: !reach.reachable,
      detail: reach.reachable
        ? "WordPress answers"
        : `WordPress unreachable (${reach.reason ?? "error"})`,
      afterMs: config.wordpressMinutes * 60_000,
    });
  }
  return observations;
}

/**
 * Records each observation and sends, through `send`, the alerts whose incident this call
 * opened or closed. Returns what was sent.
 */
export async function settleIncidents(
  db: Database,
  observations: Observation[],
  options: { now: Date; send: (alert: Alert) => Promise<void> },
): Promise<Alert[]> {
  const { now, send } = options;
  const sent: Alert[] = [];
  for (const o of observations) {
    const [row] = await db
      .insert(opsIncidents)
      .values({ kind: o.kind, failingSince: o.failing ? now : null, detail: o.detail })
      .onConflictDoUpdate({
        target: opsIncidents.kind,
        set: {
          failingSince: o.failing ? sql`coalesce(${opsIncidents.failingSince}, ${now})` : sql`null`,
          detail: o.detail,
        },
      })
      .returning();
    if (!row) continue;
    const since = row.failingSince;
    const opening =
      o.failing && !row.open && !!since && now.getTime() - since.getTime() >= o.afterMs;
    const closing = !o.failing && row.open;
    if (!opening && !closing) continue;
    // Conditional on the state read above, so of several instances checking together one tells.
    const [claimed] = await db
      .update(opsIncidents)
      .set(opening ? { open: true, openedAt: now } : { open: false, closedAt: now })
      .where(and(eq(opsIncidents.kind, o.kind), eq(opsIncidents.open, !opening)))
      .returning({ openedAt: opsIncidents.openedAt });
    if (!claimed) continue;
    const alert: Alert = {
      kind: o.kind,
      phase: opening ? "start" : "end",
      detail: o.detail,
      since: opening ? since : claimed.openedAt,
    };
    try {
      await send(alert);
      sent.push(alert);
    } catch (error) {
      // Not told yet: the next check (here or on another instance) tries again.
      await db
        .update(opsIncidents)
        .set(opening ? { open: false, openedAt: null } : { open: true, closedAt: null })
        .where(eq(opsIncidents.kind, o.kind));
      const what = opening ? "alert" : "recovery";
      console.warn(`[ops] ${what} for ${o.kind} not sent: ${(error as Error).message}`);
    }
  }
  return sent;
}

const TITLES: Record<IncidentKind, string> = {
  undelivered: "Leads are not being delivered",
  backup: "Backup failed or missed",
  wordpress: "WordPress is unreachable",
};

const RESOLVED: Record<IncidentKind, string> = {
  undelivered: "Leads are being delivered again",
  backup: "Backups are running again",
  wordpress: "WordPress answers again",
};

/** The alert as an e-mail: what happened, since when, and where to look. */
export function alertMail(alert: Alert, siteUrl: string): { subject: string; text: string } {
  const title = alert.phase === "start" ? TITLES[alert.kind] : RESOLVED[alert.kind];
  const subject = `[${new URL(siteUrl).host}] ${alert.phase === "start" ? "Incident" : "Resolved"}: ${title}`;
  const lines = [
    title + ".",
    "",
    `Finding: ${alert.detail}`,
    alert.since
      ? `${alert.phase === "start" ? "Failing since" : "Incident opened"}: ${alert.since.toISOString()}`
      : null,
    "",
    `Operations page: ${siteUrl}/staff/operations`,
    "",
    alert.phase === "start"
      ? "One more e-mail follows when this is resolved; none in between."
      : "This incident is closed.",
  ].filter((l): l is string => l !== null);
  return { subject, text: lines.join("\n") };
}
