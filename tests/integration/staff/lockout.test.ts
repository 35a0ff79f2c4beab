// The sign-in lockout on both databases: five failures from one address lock the account for that
// address only, a hundred from anywhere lock it everywhere, a right password clears both counts,
// and a lock runs out after fifteen minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { staffSignInFailures } from "@/lib/db/schema";
import { LOCK_MINUTES, MAX_ACCOUNT_FAILURES, MAX_FAILURES, signInLock } from "@/lib/staff/lockout";
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

  it("locks the account for the address that failed five times, not for another", async () => {
    const guesser = lock("203.0.113.9");
    const answers: boolean[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) answers.push(await guesser.fail());
    expect(answers).toEqual([false, false, false, false, true]);
    expect(await guesser.isLocked()).toBe(true);
    // Capitals and spaces in the address typed in name the same account.
    expect(await lock("203.0.113.9", ` ${EMAIL.toUpperCase()} `).isLocked()).toBe(true);
    expect(await lock("198.51.100.20").isLocked()).toBe(false);
    expect(await lock("203.0.113.9", "someone.else@example.com").isLocked()).toBe(false);
    // A colleague's right password clears the account's counts, not the guesser's lock.
    await lock("198.51.100.20").clear();
    expect(await guesser.isLocked()).toBe(true);
    await guesser.clear();
    expect(await guesser.isLocked()).toBe(false);
  });

  it("locks the account everywhere after a hundred failures from many addresses", async () => {
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) {
      expect(await lock(`10.9.${i >> 8}.${i & 255}`).fail()).toBe(false);
    }
    expect(await lock("10.9.200.1").fail()).toBe(true);
    expect(await lock("192.0.2.77").isLocked()).toBe(true);
    expect(await lock(null).isLocked()).toBe(true);
    // The table holds keyed hashes only: neither the address typed in nor a client address.
    const keys = (await handle.db.select().from(staffSignInFailures)).map((row) => row.key);
    expect(keys.join(" ")).not.toMatch(/example|10\.9\./);
    await lock("192.0.2.77").clear();
    expect(await lock("10.9.200.1").isLocked()).toBe(false);
  });

  it("lets a lock run out and then counts afresh", async () => {
    const start = new Date();
    const guesser = lock("203.0.113.50");
    for (let i = 0; i < MAX_FAILURES; i++) await guesser.fail(start);
    expect(await guesser.isLocked(start)).toBe(true);
    const later = new Date(start.getTime() + LOCK_MINUTES * 60_000 + 1000);
    expect(await guesser.isLocked(later)).toBe(false);
    expect(await guesser.fail(later)).toBe(false);
    await guesser.clear();
  });
});
