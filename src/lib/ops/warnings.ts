// The operations page's warnings in plain words: what is wrong, what it means for enquiries, what
// to do and whom to call. A missing delivery channel, backups or alert address is a warning, not
// a tick. Pure, so each case is tested.
import type { OpsStatus } from "@/lib/ops/status";

export type OpsWarning = {
  id: string;
  /** What is wrong, in a sentence. */
  title: string;
  /** What to do about it, and whom to call. */
  action: string;
};

export type WarningInputs = {
  status: Pick<OpsStatus, "outbox" | "lastBackup" | "lastGoodBackupAt" | "wordpress">;
  /** Whether enquiries are e-mailed to the team or sent to a webhook at all. */
  deliveryConfigured: boolean;
  backupsConfigured: boolean;
  alertAddress: boolean;
  /** Incidents the monitor has open, by kind. */
  openIncidents: string[];
  now: Date;
};

const DEVELOPER = "Call the developer who looks after the site";
const HOUR_MS = 3_600_000;

/** Every warning that applies, most urgent first. */
export function opsWarnings(input: WarningInputs): OpsWarning[] {
  const { status, now } = input;
  const warnings: OpsWarning[] = [];
  if (!input.deliveryConfigured) {
    warnings.push({
      id: "no-delivery",
      title:
        "Nobody is told of new enquiries: the site saves them, but sends no e-mail and no webhook.",
      action: `Check the inbox here several times a day until it is fixed. ${DEVELOPER} to set up the lead e-mail (or the CRM webhook).`,
    });
  }
  const waiting = status.outbox.pending + status.outbox.failed;
  const oldest = status.outbox.oldestUndeliveredAt;
  if (status.outbox.failed > 0 || (oldest && now.getTime() - oldest.getTime() > HOUR_MS)) {
    warnings.push({
      id: "undelivered",
      title: `${waiting} ${waiting === 1 ? "message about a lead has" : "messages about leads have"} not reached the team.`,
      action: `Work those leads from the inbox here. Press "Retry now" on a lead's page once the cause is fixed; if it keeps failing, ${DEVELOPER.toLowerCase()}.`,
    });
  }
  if (!input.backupsConfigured) {
    warnings.push({
      id: "no-backups",
      title: "No backups are made: a lost server would lose every lead.",
      action: `${DEVELOPER} to set up the daily backup.`,
    });
  } else if (
    status.lastBackup?.ok === false ||
    !status.lastGoodBackupAt ||
    now.getTime() - status.lastGoodBackupAt.getTime() > 36 * HOUR_MS
  ) {
    warnings.push({
      id: "backup-late",
      title: "The last backup failed, or none has succeeded for more than a day and a half.",
      action: `${DEVELOPER} today.`,
    });
  }
  if (!input.alertAddress) {
    warnings.push({
      id: "no-alerts",
      title: "Nobody is e-mailed when something breaks: problems show only on this page.",
      action: `Look at this page every morning. ${DEVELOPER} to set an alert address.`,
    });
  }
  if (status.wordpress.reachability && !status.wordpress.reachability.reachable) {
    warnings.push({
      id: "wordpress",
      title: "The blog's WordPress cannot be reached: the site shows the posts it saved last.",
      action: `Nothing is lost and the forms work. If it lasts more than an hour, ${DEVELOPER.toLowerCase()}.`,
    });
  }
  for (const kind of input.openIncidents) {
    if (!["undelivered", "backup", "wordpress"].includes(kind)) {
      warnings.push({
        id: `incident-${kind}`,
        title: `An alert is open: ${kind}.`,
        action: DEVELOPER,
      });
    }
  }
  return warnings;
}
