import { describe, expect, it } from "vitest";
import { opsWarnings, type WarningInputs } from "./warnings";

const NOW = new Date("2026-11-25T04:30:00Z");
const healthy: WarningInputs = {
  status: {
    outbox: { pending: 0, failed: 0, sent: 4, oldestUndeliveredAt: null },
    lastBackup: {
      trigger: "schedule",
      startedAt: NOW,
      finishedAt: NOW,
      ok: true,
      bytes: 1,
      error: null,
    },
    lastGoodBackupAt: NOW,
    wordpress: { reachability: null, lastWebhookAt: null },
  },
  deliveryConfigured: true,
  backupsConfigured: true,
  alertAddress: true,
  openIncidents: [],
  now: NOW,
};
const ids = (input: WarningInputs) => opsWarnings(input).map((w) => w.id);

describe("opsWarnings", () => {
  it("has nothing to say of a healthy site", () => {
    expect(opsWarnings(healthy)).toEqual([]);
  });

  it("warns, in plain words, when nothing is configured: no delivery, backups or alerts", () => {
    const warnings = opsWarnings({
      ...healthy,
      deliveryConfigured: false,
      backupsConfigured: false,
      alertAddress: false,
    });
    expect(warnings.map((w) => w.id)).toEqual(["no-delivery", "no-backups", "no-alerts"]);
    expect(warnings[0]!.title).toMatch(/^Nobody is told of new enquiries/);
    // Plain words: no environment variable names.
    for (const w of warnings) expect(`${w.title} ${w.action}`).not.toMatch(/[A-Z]{3,}_[A-Z]/);
  });

  it("warns of leads not delivered for an hour, or given up, and of a late backup", () => {
    const stuck = {
      ...healthy.status,
      outbox: {
        pending: 2,
        failed: 0,
        sent: 0,
        oldestUndeliveredAt: new Date(NOW.getTime() - 2 * 3_600_000),
      },
      lastGoodBackupAt: new Date(NOW.getTime() - 40 * 3_600_000),
    };
    expect(ids({ ...healthy, status: stuck })).toEqual(["undelivered", "backup-late"]);
    const fresh = {
      ...stuck,
      outbox: { ...stuck.outbox, oldestUndeliveredAt: NOW },
      lastGoodBackupAt: NOW,
    };
    expect(ids({ ...healthy, status: fresh })).toEqual([]);
  });
});
