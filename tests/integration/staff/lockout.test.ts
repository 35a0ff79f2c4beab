// The sign-in lockout on both databases: five failed attempts from one address lock the account
// for that address only, a hundred from anywhere lock it everywhere, a burst gets no further, a
// right password clears both counts, and a lock runs out after fifteen minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { staffSignInFailures } from "@/lib/db/schema";
import { LOCK_MINUTES, MAX_ACCOUNT_FAILURES, MAX_FAILURES, signInLock } from "@/lib/staff/auth/lockout";
import { databaseBackends } from "../leads/services";

const SECRET = "s".repeat(40);
const EMAIL = "staff.member@example.com";

describe.each(databaseBackends)("sign-in lockout on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const lock = (address: string | null, email = EMAIL) =>
    signInLock(handle.db, SECRET, email, address);

  beforeAll(async () => {
    ({ handle, cleanup } = await open());
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  /** Attempts that fail (the password is never right), each answered as the lockout answers. */
  async function failTimes(guesser: ReturnType<typeof lock>, times: number, now?: Date) {
    const answers: string[] = [];
    for (let i = 0; i < times; i++) {
      const { allowed, lastBeforeLock } = await guesser.attempt(now);
      answers.push(!allowed ? "refused" : lastBeforeLock ? "locks" : "checked");
    }
    return answers;
  }

  it("locks the account for the address that failed five times, not for another", async () => {
    const guesser = lock("203.0.113.9");
    expect(await failTimes(guesser, MAX_FAILURES + 1)).toEqual([
      ...Array(MAX_FAILURES - 1).fill("checked"),
      "locks",
      "refused",
    ]);
    // Capitals and spaces in the address typed in name the same account.
    expect((await lock("203.0.113.9", ` ${EMAIL.toUpperCase()} `).attempt()).allowed).toBe(false);
    expect((await lock("198.51.100.20").attempt()).allowed).toBe(true);
    expect((await lock("203.0.113.9", "someone.else@example.com").attempt()).allowed).toBe(true);
    // A colleague's right password clears the account's counts, not the guesser's lock.
    await lock("198.51.100.20").clear();
    expect((await guesser.attempt()).allowed).toBe(false);
    await guesser.clear();
    expect((await guesser.attempt()).allowed).toBe(true);
    await guesser.clear();
  });

  it("lets only as many of a burst through as the count allows", async () => {
    const guesser = lock("203.0.113.77");
    const burst = await Promise.all(Array.from({ length: 40 }, () => guesser.attempt()));
    expect(burst.filter((a) => a.allowed)).toHaveLength(MAX_FAILURES);
    expect(burst.filter((a) => a.lastBeforeLock)).toHaveLength(1);
    // The refused ones were not counted against the account everywhere.
    expect((await lock("198.51.100.21").attempt()).lastBeforeLock).toBe(false);
    await guesser.clear();
  });

  it("locks the account everywhere after a hundred failures from many addresses", async () => {
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) {
      expect(await failTimes(lock(`10.9.${i >> 8}.${i & 255}`), 1)).toEqual(["checked"]);
    }
    expect(await failTimes(lock("10.9.200.1"), 1)).toEqual(["locks"]);
    expect((await lock("192.0.2.77").attempt()).allowed).toBe(false);
    expect((await lock(null).attempt()).allowed).toBe(false);
    // The table holds keyed hashes only: neither the address typed in nor a client address.
    const keys = (await handle.db.select().from(staffSignInFailures)).map((row) => row.key);
    expect(keys.join(" ")).not.toMatch(/example|10\.9\./);
    await lock("192.0.2.77").clear();
    expect((await lock("10.9.200.1").attempt()).allowed).toBe(true);
    await lock("10.9.200.1").clear();
  });

  it("lets a lock run out, without refused attempts making it longer, then counts afresh", async () => {
    const start = new Date();
    const guesser = lock("203.0.113.50");
    await failTimes(guesser, MAX_FAILURES, start);
    const nearlyOver = new Date(start.getTime() + LOCK_MINUTES * 60_000 - 1000);
    expect(await failTimes(guesser, 3, nearlyOver)).toEqual(["refused", "refused", "refused"]);
    const later = new Date(start.getTime() + LOCK_MINUTES * 60_000 + 1000);
    expect(await failTimes(guesser, 1, later)).toEqual(["checked"]);
    await guesser.clear();
  });

  it("counts an IPv6 client by its /64, whichever of its addresses it uses", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await lock(`2001:db8:1:2::${i + 1}`).attempt()).allowed).toBe(true);
    }
    expect((await lock("2001:db8:1:2:ffff::9").attempt()).allowed).toBe(false);
    expect((await lock("2001:db8:1:3::1").attempt()).allowed).toBe(true);
    await lock("2001:db8:1:2::1").clear();
    await lock("2001:db8:1:3::1").clear();
  });
});
