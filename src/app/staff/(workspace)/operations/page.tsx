import type { Metadata } from "next";
import { asc } from "drizzle-orm";
import { Icon } from "@/components/ui/icon";
import { getDatabase } from "@/lib/db";
import { opsIncidents } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { formatBytes, formatDuration } from "@/lib/ops/format";
import { cachedWordPressCheck } from "@/lib/ops/monitor";
import { readOpsStatus, runningVersion } from "@/lib/ops/status";
import { requireStaff } from "@/lib/staff/auth/session";
import { mergeClasses } from "@/lib/merge-classes";
import { card } from "../_components/form-parts";
import { ScrollTable } from "../_components/scroll-table";
import { formatWhen } from "../_components/when";

export const metadata: Metadata = {
  title: "Operations",
  robots: { index: false, follow: false },
};

const INCIDENT_NAMES: Record<string, string> = {
  undelivered: "Leads undelivered",
  backup: "Backup failed or missed",
  wordpress: "WordPress unreachable",
};

/** A fact with its label: one row of a two-column table. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <th scope="row" className="py-1.5 pr-4 font-normal text-slate-700 sm:w-64">
        {label}
      </th>
      <td className="py-1.5">{children}</td>
    </tr>
  );
}

function Facts({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** A state in words, with a mark that repeats it (never colour alone). */
function State({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <span className={mergeClasses("font-semibold", ok ? "text-green-800" : "text-red-800")}>
      <Icon icon={ok ? "check" : "x"} className="mr-1 inline size-4 align-[-0.125em]" />
      {children}
    </span>
  );
}

function ago(date: Date | null, now: Date): string {
  return date ? `${formatWhen(date)} (${formatDuration(now.getTime() - date.getTime())} ago)` : "—";
}

export default async function OperationsPage() {
  await requireStaff("/staff/operations");
  const { db, kind } = await getDatabase();
  const [status, incidents] = await Promise.all([
    readOpsStatus(db, { wordpress: cachedWordPressCheck(), tables: true }),
    db.select().from(opsIncidents).orderBy(asc(opsIncidents.kind)),
  ]);
  const now = new Date();
  const { outbox, lastBackup, wordpress } = status;
  const waiting = outbox.pending + outbox.failed;
  const open = incidents.filter((i) => i.open);
  const version = runningVersion(env.GIT_COMMIT);
  const uptimeMs = process.uptime() * 1000;
  return (
    <div className="max-w-4xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Operations</h1>
      <p className="text-sm">
        Whether the site is doing its job, as of {formatWhen(now)} (India time). Reload the page for
        fresh figures.
      </p>

      <section aria-labelledby="incidents-title" className={card}>
        <h2 id="incidents-title" className="font-semibold">
          Alerts
        </h2>
        {open.length === 0 ? (
          <p className="mt-2 text-sm">
            <State ok>No open incident.</State>
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {open.map((i) => (
              <li key={i.kind}>
                <State ok={false}>{INCIDENT_NAMES[i.kind] ?? i.kind}</State> since{" "}
                {formatWhen(i.openedAt)}: {i.detail}
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted mt-2 text-sm">
          {env.OPS_ALERT_TO
            ? "Each incident is e-mailed once when it starts and once when it ends."
            : "Alerts are not e-mailed: OPS_ALERT_TO is not set."}
        </p>
      </section>

      <Facts title="Lead delivery" id="delivery-title">
        <Fact label="Waiting to be sent">
          <State ok={outbox.pending === 0}>{outbox.pending}</State>
        </Fact>
        <Fact label="Given up (retry from the lead)">
          <State ok={outbox.failed === 0}>{outbox.failed}</State>
        </Fact>
        <Fact label="Oldest undelivered lead">
          {waiting === 0 ? "None: every lead delivered" : ago(outbox.oldestUndeliveredAt, now)}
        </Fact>
        <Fact label="Last delivery error">
          {status.lastDeliveryError
            ? `${status.lastDeliveryError.code} (${status.lastDeliveryError.channel}, ${formatWhen(status.lastDeliveryError.at)})`
            : "None outstanding"}
        </Fact>
      </Facts>

      <Facts title="Blog (WordPress)" id="wordpress-title">
        <Fact label="WordPress">
          {wordpress.reachability ? (
            wordpress.reachability.reachable ? (
              <State ok>Reachable</State>
            ) : (
              <State ok={false}>Unreachable ({wordpress.reachability.reason ?? "error"})</State>
            )
          ) : (
            "Not used: the blog serves its Markdown posts"
          )}
        </Fact>
        {wordpress.reachability ? (
          <Fact label="Checked">{formatWhen(wordpress.reachability.checkedAt)}</Fact>
        ) : null}
        <Fact label="Last webhook received">{ago(wordpress.lastWebhookAt, now)}</Fact>
      </Facts>

      <Facts title="Backups and retention" id="backup-title">
        <Fact label="Last backup">
          {lastBackup ? (
            <>
              {lastBackup.ok === null ? (
                "Running"
              ) : (
                <State ok={lastBackup.ok}>{lastBackup.ok ? "Succeeded" : "Failed"}</State>
              )}
              {`, ${lastBackup.trigger === "schedule" ? "scheduled" : "by hand"}, started ${formatWhen(lastBackup.startedAt)}`}
              {lastBackup.bytes !== null ? `, ${formatBytes(lastBackup.bytes)}` : ""}
              {lastBackup.error ? `: ${lastBackup.error}` : ""}
            </>
          ) : (
            "None yet"
          )}
        </Fact>
        <Fact label="Last successful backup">{ago(status.lastGoodBackupAt, now)}</Fact>
        <Fact label="Schedule">
          {env.BACKUP_DIR
            ? `Daily at ${String(env.BACKUP_HOUR).padStart(2, "0")}:00 India time, keeping ${env.BACKUP_KEEP}`
            : "None: BACKUP_DIR is not set"}
        </Fact>
        <Fact label="Last retention run">{ago(status.lastRetentionAt, now)}</Fact>
      </Facts>

      <Facts title="Server" id="server-title">
        <Fact label="Running version">{version ?? "Development build"}</Fact>
        <Fact label="Up for">
          {formatDuration(uptimeMs)} (since {formatWhen(new Date(now.getTime() - uptimeMs))})
        </Fact>
        <Fact label="Database">
          {kind === "postgres" ? "PostgreSQL" : "Embedded (PGlite)"},{" "}
          {formatBytes(status.databaseBytes)}
        </Fact>
      </Facts>

      <section aria-labelledby="tables-title" className={card}>
        <h2 id="tables-title" className="font-semibold">
          Tables
        </h2>
        <p className="text-muted mt-1 text-sm">
          Rows and space on disk (with indexes) of each table; none should grow without bound.
        </p>
        <ScrollTable
          label="Table sizes"
          caption="Rows and size of each table"
          className="mt-2"
          columns={[
            { label: "Table" },
            { label: "Rows", className: "text-right" },
            { label: "Size", className: "text-right" },
          ]}
        >
          {status.tables.map((t) => (
            <tr key={t.name} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal">
                {t.name}
              </th>
              <td className="pr-3 text-right tabular-nums">{t.rows.toLocaleString("en-IN")}</td>
              <td className="text-right tabular-nums">{formatBytes(t.bytes)}</td>
            </tr>
          ))}
        </ScrollTable>
      </section>
    </div>
  );
}
