// Nothing a request writes grows without bound, on both databases: a sign-in the client's rate
// limit refuses writes no failure count, and the scheduled sweep forgets old counts, expired
// verifications and audit rows past their retention while keeping what is still in use.
import { randomUUID } from "node:crypto";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import {
  erasureTombstones,
  privacyAudit,
  staffSignInFailures,
  staffVerifications,
} from "@/lib/db/schema";
import { sweepExpired } from "@/lib/jobs/sweeper";
import { auditRetentionMonths, staffSweeps } from "@/lib/staff/sweeps";
import {
  admitSignIn,
  FAILURE_MEMORY_HOURS,
  LOCK_MINUTES,
  signInLock,
} from "@/lib/staff/auth/lockout";
import { databaseBackends } from "../leads/services";

const SECRET = "p".repeat(40);
const HOUR = 3_600_000;

describe.each(databaseBackends)("pruning what requests write, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await open());
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  const failureRows = async () => (await handle.db.select().from(staffSignInFailures)).length;

  it("writes no failure count for an attempt the rate limit refused", async () => {
    await handle.db.delete(staffSignInFailures);
    const now = new Date("2026-03-02T10:00:30Z");
    const answers = [];
    for (let i = 0; i < 40; i++) {
      answers.push(
        await admitSignIn(handle.db, SECRET, `made-up-${i}@example.com`, "203.0.113.61", 10, now),
      );
    }
    expect(answers.filter((a) => a.rateLimited)).toHaveLength(30);
    // Ten admitted attempts on ten made-up accounts: a count by address and one by account each.
    expect(await failureRows()).toBe(20);
    // The next minute admits again.
    const next = new Date(now.getTime() + 60_000);
    expect(
      (await admitSignIn(handle.db, SECRET, "x@example.com", "203.0.113.61", 10, next)).rateLimited,
    ).toBe(false);
  });

  it("forgets a count after its memory, but never one whose lock still runs", async () => {
    await handle.db.delete(staffSignInFailures);
    const start = new Date("2026-03-03T08:00:00Z");
    await signInLock(handle.db, SECRET, "old@example.com", "198.51.100.7").attempt(start);
    const locked = signInLock(handle.db, SECRET, "locked@example.com", "198.51.100.8");
    for (let i = 0; i < 5; i++) await locked.attempt(start);
    const later = new Date(start.getTime() + FAILURE_MEMORY_HOURS * HOUR + 1000);
    // The lock began at `start` and lasts LOCK_MINUTES: as if it were still running later on.
    await handle.db
      .update(staffSignInFailures)
      .set({ lockedUntil: new Date(later.getTime() + LOCK_MINUTES * 60_000) })
      .where(isNotNull(staffSignInFailures.lockedUntil));
    const recent = new Date(later.getTime() - HOUR);
    await signInLock(handle.db, SECRET, "recent@example.com", "198.51.100.9").attempt(recent);
    const before = await failureRows();
    const swept = await sweepExpired(handle.db, staffSweeps(), later);
    // The old pair goes, and so does the locked account's count from everywhere (which holds no
    // lock); the running lock and the recent pair stay.
    expect(swept.signInFailures).toBe(3);
    expect(await failureRows()).toBe(before - 3);
    expect((await locked.attempt(later)).allowed).toBe(false);
  });

  it("deletes expired verifications, audit rows past their retention and old tombstones", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    await handle.db.insert(staffVerifications).values([
      { id: randomUUID(), identifier: "a", value: "x", expiresAt: new Date(now.getTime() - 1000) },
      { id: randomUUID(), identifier: "b", value: "y", expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    const months = auditRetentionMonths(6);
    expect(months).toBe(12);
    const oldAudit = new Date(now);
    oldAudit.setUTCMonth(oldAudit.getUTCMonth() - months - 1);
    const keptAudit = new Date(now);
    keptAudit.setUTCMonth(keptAudit.getUTCMonth() - months + 1);
    await handle.db.insert(privacyAudit).values([
      { id: randomUUID(), action: "erasure", leadsDeleted: 1, createdAt: oldAudit },
      { id: randomUUID(), action: "export", leadsDeleted: 0, createdAt: keptAudit },
    ]);
    await handle.db.insert(erasureTombstones).values([
      { leadHash: "old-tombstone", erasedAt: oldAudit },
      { leadHash: "recent-tombstone", erasedAt: new Date(now.getTime() - 30 * 86_400_000) },
    ]);
    const swept = await sweepExpired(handle.db, staffSweeps(6), now);
    expect(swept.verifications).toBe(1);
    expect(swept.audit).toBe(1);
    // Kept one month past the lead retention (6 months here): the 13-month-old one goes.
    expect(swept.tombstones).toBe(1);
    expect((await handle.db.select().from(erasureTombstones)).map((t) => t.leadHash)).toEqual([
      "recent-tombstone",
    ]);
    const left = await handle.db.select().from(privacyAudit);
    expect(left.map((row) => row.createdAt.getTime())).toContain(keptAudit.getTime());
    expect(left.map((row) => row.createdAt.getTime())).not.toContain(oldAudit.getTime());
  });
});
