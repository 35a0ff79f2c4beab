import type { opsIncidents } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatBytes, formatDuration } from "@/lib/ops/format";
import type { OpsStatus } from "@/lib/ops/status";
import { card } from "../../_components/form-parts";
import { ScrollTable } from "../../_components/scroll-table";
import { formatWhen } from "../../_components/when";
import { ago, Fact, Facts, State } from "./facts";

const INCIDENT_NAMES: Record<string, string> = {
  undelivered: "Leads undelivered",
  backup: "Backup failed or missed",
  wordpress: "WordPress unreachable",
};

type Props = {
  status: OpsStatus;
  incidents: (typeof opsIncidents.$inferSelect)[];
  version: string | null;
  database: "postgres" | "pglite";
  now: Date;
};

/** The figures a developer reads, with the settings' names: folded away from the coordinator. */
export function DeveloperDetail({ status, incidents, version, database, now }: Props) {
  const { outbox, lastBackup, wordpress } = status;
  const open = incidents.filter((i) => i.open);
  const uptimeMs = process.uptime() * 1000;
  return (
    <details className={card}>
      <summary className="text-brand-800 min-h-11 cursor-pointer py-2.5 font-semibold">
        Technical detail for the developer
      </summary>
      <div className="mt-3 space-y-4">
        <Facts title="Alerts" id="incidents-title">
          <Fact label="Open incidents">
            {open.length === 0
              ? "None"
              : open.map((i) => (
                  <p key={i.kind}>
                    {INCIDENT_NAMES[i.kind] ?? i.kind} since {formatWhen(i.openedAt)}: {i.detail}
                  </p>
                ))}
          </Fact>
          <Fact label="OPS_ALERT_TO">{env.OPS_ALERT_TO ? "Set" : "Not set"}</Fact>
        </Facts>
        <Facts title="Lead delivery (outbox)" id="delivery-title">
          <Fact label="Pending">{outbox.pending}</Fact>
          <Fact label="Failed (given up)">{outbox.failed}</Fact>
          <Fact label="Sent">{outbox.sent}</Fact>
          <Fact label="Oldest undelivered lead">{ago(outbox.oldestUndeliveredAt, now)}</Fact>
          <Fact label="Last delivery error">
            {status.lastDeliveryError
              ? `${status.lastDeliveryError.code} (${status.lastDeliveryError.channel}, ${formatWhen(status.lastDeliveryError.at)})`
              : "None outstanding"}
          </Fact>
        </Facts>
        <Facts title="Blog (WordPress)" id="wordpress-title">
          <Fact label="WordPress">
            {wordpress.reachability ? (
              <State ok={wordpress.reachability.reachable}>
                {wordpress.reachability.reachable
                  ? "Reachable"
                  : `Unreachable (${wordpress.reachability.reason ?? "error"})`}
              </State>
            ) : (
              "Not used: the blog serves its Markdown posts"
            )}
          </Fact>
          <Fact label="Last webhook received">{ago(wordpress.lastWebhookAt, now)}</Fact>
        </Facts>
        <Facts title="Backups and retention" id="backup-title">
          <Fact label="Last backup">
            {lastBackup
              ? `${lastBackup.ok === null ? "Running" : lastBackup.ok ? "Succeeded" : "Failed"}, ${lastBackup.trigger}, started ${formatWhen(lastBackup.startedAt)}${lastBackup.bytes !== null ? `, ${formatBytes(lastBackup.bytes)}` : ""}${lastBackup.error ? `: ${lastBackup.error}` : ""}`
              : "None yet"}
          </Fact>
          <Fact label="BACKUP_DIR">
            {env.BACKUP_DIR
              ? `Set: daily at ${String(env.BACKUP_HOUR).padStart(2, "0")}:00 India time, keeping ${env.BACKUP_KEEP}`
              : "Not set"}
          </Fact>
          <Fact label="Last retention run">{ago(status.lastRetentionAt, now)}</Fact>
        </Facts>
        <Facts title="Server" id="server-title">
          <Fact label="Running version">{version ?? "Development build"}</Fact>
          <Fact label="Up for">{formatDuration(uptimeMs)}</Fact>
          <Fact label="Database">
            {database === "postgres" ? "PostgreSQL" : "Embedded (PGlite)"},{" "}
            {formatBytes(status.databaseBytes)}
          </Fact>
        </Facts>
        <TableSizes tables={status.tables} />
      </div>
    </details>
  );
}

function TableSizes({ tables }: { tables: OpsStatus["tables"] }) {
  return (
    <ScrollTable
      label="Table sizes"
      caption="Rows and size on disk (with indexes) of each table"
      columns={[
        { label: "Table" },
        { label: "Rows", className: "text-right" },
        { label: "Size", className: "text-right" },
      ]}
    >
      {tables.map((t) => (
        <tr key={t.name} className="border-b border-slate-100">
          <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal">
            {t.name}
          </th>
          <td className="pr-3 text-right tabular-nums">{t.rows.toLocaleString("en-IN")}</td>
          <td className="text-right tabular-nums">{formatBytes(t.bytes)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
