import type { Metadata } from "next";
import { asc } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { opsIncidents } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { configuredChannels, leadsConfigFromEnv } from "@/lib/leads/config";
import { formHealth, newLeadCounts, openByOwner, staleNewLeads } from "@/lib/ops/coordinator";
import { cachedWordPressCheck } from "@/lib/ops/monitor";
import { readOpsStatus, runningVersion } from "@/lib/ops/status";
import { opsWarnings } from "@/lib/ops/warnings";
import { requireStaff } from "@/lib/staff/auth/session";
import { formatWhen } from "../_components/when";
import { FormHealthPanel, NewLeads, Warnings } from "./_components/coordinator";
import { OpenByOwner, StaleLeads } from "./_components/lead-work";
import { DeveloperDetail } from "./_components/developer-detail";

export const metadata: Metadata = {
  title: "Operations",
  robots: { index: false, follow: false },
};

/**
 * "What do I do today": warnings in plain words, new leads, leads still unanswered after the
 * promised working day, open leads by owner and form health; the developer's figures folded away.
 */
export default async function OperationsPage() {
  await requireStaff("/staff/operations");
  const { db, kind } = await getDatabase();
  const now = new Date();
  const [status, incidents, counts, stale, loads, health] = await Promise.all([
    readOpsStatus(db, { wordpress: cachedWordPressCheck(), tables: true }),
    db.select().from(opsIncidents).orderBy(asc(opsIncidents.kind)),
    newLeadCounts(db, now),
    staleNewLeads(db, now),
    openByOwner(db, now),
    formHealth(db, now),
  ]);
  const warnings = opsWarnings({
    status,
    deliveryConfigured: configuredChannels(leadsConfigFromEnv()).length > 0,
    backupsConfigured: Boolean(env.BACKUP_DIR),
    alertAddress: Boolean(env.OPS_ALERT_TO),
    openIncidents: incidents.filter((i) => i.open).map((i) => i.kind),
    now,
  });
  return (
    <div className="max-w-4xl space-y-5">
      <h1 className="text-ink text-2xl font-bold">Operations</h1>
      <p className="text-sm">
        What needs doing today, as of {formatWhen(now)} (India time). Reload the page for fresh
        figures.
      </p>
      <Warnings warnings={warnings} />
      <StaleLeads {...stale} />
      <NewLeads counts={counts} />
      <OpenByOwner loads={loads} />
      <FormHealthPanel health={health} />
      <DeveloperDetail
        status={status}
        incidents={incidents}
        version={runningVersion(env.GIT_COMMIT)}
        database={kind}
        now={now}
      />
    </div>
  );
}
