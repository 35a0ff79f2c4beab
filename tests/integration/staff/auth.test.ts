// better-auth on both databases: accounts from the CLI path only, hashed passwords, server-side
// sessions that expire and can be revoked, forged cookies refused, the limiter stored in the
// database; a reset password and a removed account end every session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db";
import { staffAccounts, staffRateLimits, staffSessions, staffUsers } from "@/lib/db/schema";
import { addStaffAccount, removeStaffAccount, resetStaffPassword } from "@/lib/staff/auth/accounts";
import {
  createStaffAuth,
  SESSION_MAX_AGE_SECONDS,
  sessionOutlived,
  STAFF_CLIENT_ADDRESS_HEADER,
  type StaffAuth,
} from "@/lib/staff/auth/better-auth";
import { MAX_ACCOUNT_FAILURES, signInLock } from "@/lib/staff/auth/lockout";
import { databaseBackends } from "../leads/services";
import { authPost, BASE, PASSWORD, sessionCookie } from "./support";

const LOCK_SECRET = "l".repeat(40);

describe.each(databaseBackends)("staff auth on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let auth: StaffAuth;
  beforeAll(async () => {
    ({ handle, cleanup } = await open());
    auth = createStaffAuth({
      db: handle.db,
      secret: "s".repeat(40),
      baseURL: BASE,
      signInPerMinute: 5,
    });
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it("creates accounts only through addStaffAccount, with a slow hash", async () => {
    expect(
      await addStaffAccount(auth, { email: "Lead.Team@Example.com", password: PASSWORD }),
    ).toEqual({ status: "created", email: "lead.team@example.com" });
    expect(
      (await addStaffAccount(auth, { email: "lead.team@example.com", password: PASSWORD })).status,
    ).toBe("exists");
    const [account] = await handle.db.select().from(staffAccounts);
    expect(account?.password).not.toContain(PASSWORD);
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
    const signUp = await authPost(
      auth,
      "/sign-up/email",
      { email: "new@example.com", password: PASSWORD, name: "New" },
      { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.0.1" },
    );
    expect(signUp.ok).toBe(false);
  });

  it("signs in to a server-side session; forged, expired and revoked ones are refused", async () => {
    const response = await authPost(
      auth,
      "/sign-in/email",
      { email: "lead.team@example.com", password: PASSWORD },
      { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.0.2" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(response);
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("lead.team@example.com");

    const [token, signature] = cookie.split("=")[1]!.split(".");
    for (const forged of [
      `${token}.${"A".repeat(43)}=`,
      `forged.${signature}`,
      "nirmal-staff.session_token=x",
    ]) {
      const value = forged.startsWith("nirmal") ? forged : `nirmal-staff.session_token=${forged}`;
      expect(await auth.api.getSession({ headers: new Headers({ cookie: value }) })).toBeNull();
    }

    await handle.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.token, token!));
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();

    const again = sessionCookie(
      await authPost(
        auth,
        "/sign-in/email",
        { email: "lead.team@example.com", password: PASSWORD },
        { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.0.3" },
      ),
    );
    const other = sessionCookie(
      await authPost(
        auth,
        "/sign-in/email",
        { email: "lead.team@example.com", password: PASSWORD },
        { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.0.4" },
      ),
    );
    await auth.api.revokeSessions({ headers: new Headers({ cookie: again }) });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: again }) })).toBeNull();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: other }) })).toBeNull();
  });

  it("limits sign-in attempts per address, counted in the database", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await authPost(
        auth,
        "/sign-in/email",
        { email: "lead.team@example.com", password: "wrong password here" },
        { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.1.1" },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await handle.db.select().from(staffRateLimits)).length).toBeGreaterThan(0);
    const elsewhere = await authPost(
      auth,
      "/sign-in/email",
      { email: "lead.team@example.com", password: PASSWORD },
      { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.1.2" },
    );
    expect(elsewhere.status).toBe(200);
  });

  const admin = () => ({ auth, db: handle.db, lockSecret: LOCK_SECRET });

  it("a reset password ends every session and only the new one signs in; a removed account is gone", async () => {
    const email = "reset.me@example.com";
    const NEW_PASSWORD = "a wholly new password 99";
    await addStaffAccount(auth, { email, password: PASSWORD });
    const signIn = (password: string, address: string) =>
      authPost(
        auth,
        "/sign-in/email",
        { email, password },
        { [STAFF_CLIENT_ADDRESS_HEADER]: address },
      );
    const cookie = sessionCookie(await signIn(PASSWORD, "10.9.2.1"));
    // Locked everywhere by guesses at the old password: the reset lifts that lock.
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      await signInLock(handle.db, LOCK_SECRET, email, `10.8.${i >> 8}.${i & 255}`).attempt();
    }
    expect((await signInLock(handle.db, LOCK_SECRET, email, "10.9.2.9").attempt()).allowed).toBe(
      false,
    );

    expect(
      await resetStaffPassword(admin(), { email: "nobody@example.com", password: NEW_PASSWORD }),
    ).toEqual({
      status: "missing",
      email: "nobody@example.com",
    });
    expect(
      await resetStaffPassword(admin(), { email: "Reset.Me@example.com", password: NEW_PASSWORD }),
    ).toEqual({
      status: "reset",
      email,
    });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect((await signInLock(handle.db, LOCK_SECRET, email, "10.9.2.8").attempt()).allowed).toBe(
      true,
    );
    expect((await signIn(PASSWORD, "10.9.2.2")).ok).toBe(false);
    const fresh = sessionCookie(await signIn(NEW_PASSWORD, "10.9.2.3"));

    expect(await removeStaffAccount(auth, { email })).toEqual({ status: "removed", email });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: fresh }) })).toBeNull();
    expect((await signIn(NEW_PASSWORD, "10.9.2.4")).ok).toBe(false);
    expect(await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email))).toEqual(
      [],
    );
    expect((await removeStaffAccount(auth, { email })).status).toBe("missing");
  });

  it("tells a session signed in longer ago than the absolute lifetime, however active", async () => {
    const cookie = sessionCookie(
      await authPost(
        auth,
        "/sign-in/email",
        { email: "lead.team@example.com", password: PASSWORD },
        { [STAFF_CLIENT_ADDRESS_HEADER]: "10.9.3.1" },
      ),
    );
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(sessionOutlived(session!.session.createdAt)).toBe(false);
    const later = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 + 60_000);
    expect(sessionOutlived(session!.session.createdAt, later)).toBe(true);
  });
});
