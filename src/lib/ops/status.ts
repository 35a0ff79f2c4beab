// What the operations page shows and the alerts watch: read from the database in a few queries.
import { readFileSync } from "node:fs";
import path from "node:path";
import { desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { backupRuns, jobLeases, leadDeliveries, leads } from "@/lib/db/schema";
import { buildDirectory } from "@/lib/build-files";
import { RETENTION_JOB } from "@/lib/jobs/lease";
import { LAST_WEBHOOK_KEY, readTime } from "./state";
import type { Reachability } from "./wordpress";

export type OutboxStatus = {
  pending: number;
  failed: number;
  sent: number;
  /** When the oldest lead still waiting for a delivery (pending or given up) arrived. */
  oldestUndeliveredAt: Date | null;
};

export type DeliveryErrorStatus = {
  channel: "email" | "webhook" | "owner";
  code: string;
  at: Date;
};

export type BackupStatus = {
  trigger: "schedule" | "manual";
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  bytes: number | null;
  error: string | null;
};

export type TableSize = { name: string; rows: number; bytes: number };

export type OpsStatus = {
  outbox: OutboxStatus;
  lastDeliveryError: DeliveryErrorStatus | null;
  wordpress: { reachability: Reachability | null; lastWebhookAt: Date | null };
  /** The latest backup run, whatever its end (or still running). */
  lastBackup: BackupStatus | null;
  /** When the latest backup that succeeded finished. */
  lastGoodBackupAt: Date | null;
  lastRetentionAt: Date | null;
  databaseBytes: number;
  /** Every table of the site's schema, by name; empty unless asked for (it counts each). */
  tables: TableSize[];
};

export async function outboxStatus(db: Database): Promise<OutboxStatus> {
  const counts = await db
    .select({ status: leadDeliveries.status, count: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  const count = (status: string) => Number(counts.find((r) => r.status === status)?.count ?? 0);
  const [oldest] = await db
    .select({ at: sql<Date | string | null>`min(${leads.createdAt})` })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(inArray(leadDeliveries.status, ["pending", "failed"]));
  return {
    pending: count("pending"),
    failed: count("failed"),
    sent: count("sent"),
    oldestUndeliveredAt: oldest?.at ? new Date(oldest.at) : null,
  };
}

async function lastDeliveryError(db: Database): Promise<DeliveryErrorStatus | null> {
  const [row] = await db
    .select({
      channel: leadDeliveries.channel,
      code: leadDeliveries.lastError,
      at: leadDeliveries.updatedAt,
    })
    .from(leadDeliveries)
    .where(isNotNull(leadDeliveries.lastError))
    .orderBy(desc(leadDeliveries.updatedAt))
    .limit(1);
  return row?.code ? { channel: row.channel, code: row.code, at: row.at } : null;
}

export async function backupStatus(
  db: Database,
): Promise<{ lastBackup: BackupStatus | null; lastGoodBackupAt: Date | null }> {
  const [last] = await db
    .select({
      trigger: backupRuns.trigger,
      startedAt: backupRuns.startedAt,
      finishedAt: backupRuns.finishedAt,
      ok: backupRuns.ok,
      bytes: backupRuns.bytes,
      error: backupRuns.error,
    })
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [good] = await db
    .select({ at: sql<Date | string | null>`max(${backupRuns.finishedAt})` })
    .from(backupRuns)
    .where(eq(backupRuns.ok, true));
  return {
    lastBackup: last ? { ...last, bytes: last.bytes === null ? null : Number(last.bytes) } : null,
    lastGoodBackupAt: good?.at ? new Date(good.at) : null,
  };
}

async function lastRetentionAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: jobLeases.lastRunAt })
    .from(jobLeases)
    .where(eq(jobLeases.name, RETENTION_JOB));
  return row?.at ?? null;
}

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export async function databaseBytes(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select pg_database_size(current_database())::bigint as bytes`,
  )) as unknown as Rows<{ bytes: string | number }>;
  return Number(rowsOf(result)[0]?.bytes ?? 0);
}

/** Rows (counted exactly: the tables are small) and bytes on disk with indexes, per table. */
export async function tableSizes(db: Database): Promise<TableSize[]> {
  const listed = rowsOf(
    (await db.execute(sql`
      select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`)) as unknown as Rows<{ name: string; bytes: string | number }>,
  ).filter((t) => /^[a-z_][a-z0-9_]*$/.test(t.name));
  if (listed.length === 0) return [];
  // One statement for every count; the names come from the catalogue and are checked above.
  const counts = rowsOf(
    (await db.execute(
      sql.raw(
        listed
          .map((t) => `select '${t.name}' as name, count(*)::bigint as rows from "${t.name}"`)
          .join(" union all "),
      ),
    )) as unknown as Rows<{ name: string; rows: string | number }>,
  );
  const rows = new Map(counts.map((c) => [c.name, Number(c.rows)]));
  return listed.map((t) => ({ name: t.name, rows: rows.get(t.name) ?? 0, bytes: Number(t.bytes) }));
}

export type StatusOptions = {
  /** WordPress reachability (cached by the caller), or undefined when the blog is Markdown. */
  wordpress?: () => Promise<Reachability>;
  /** Count every table's rows and size (the page does; the monitor does not need to). */
  tables?: boolean;
};

export async function readOpsStatus(db: Database, options: StatusOptions = {}): Promise<OpsStatus> {
  const [outbox, error, backups, retention, webhookAt, bytes, tables, reachability] =
    await Promise.all([
      outboxStatus(db),
      lastDeliveryError(db),
      backupStatus(db),
      lastRetentionAt(db),
      readTime(db, LAST_WEBHOOK_KEY),
      databaseBytes(db),
      options.tables ? tableSizes(db) : Promise.resolve([]),
      options.wordpress ? options.wordpress() : Promise.resolve(null),
    ]);
  return {
    outbox,
    lastDeliveryError: error,
    wordpress: { reachability, lastWebhookAt: webhookAt },
    ...backups,
    lastRetentionAt: retention,
    databaseBytes: bytes,
    tables,
  };
}

/**
 * The commit the running build was made from (GIT_COMMIT, set when building the image), else
 * the build's own id; null in development.
 */
export function runningVersion(commit: string | undefined): string | null {
  if (commit) return commit.slice(0, 12);
  try {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), buildDirectory(), "BUILD_ID");
    return `build ${readFileSync(file, "utf8").trim()}`;
  } catch {
    return null;
  }
}
