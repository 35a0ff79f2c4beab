// Two-factor enrolment on both databases: off until a first right code, then asked at every
// sign-in (app code or a one-time backup code), off again only with the password and a code; wrong
// passwords and wrong codes count towards the account lockout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db";
import { staffTwoFactors, staffUsers } from "@/lib/db/schema";
import { addStaffAccount } from "@/lib/staff/auth/accounts";
import { createStaffAuth, STAFF_CLIENT_ADDRESS_HEADER, type StaffAuth } from "@/lib/staff/auth/better-auth";
import { signInLock } from "@/lib/staff/auth/lockout";
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
  type Enrolment,
} from "@/lib/staff/auth/two-factor";
import type { AccountDeps } from "@/lib/staff/auth/password-check";
import { appCode as appCodeFor, wrongCode } from "../../support/totp";
import { databaseBackends } from "../leads/services";
import { authPost, BASE, PASSWORD } from "./support";

const SECRET = "t".repeat(40);

let clients = 0;
/** Each request from a client address of its own, so the per-address limit counts none twice. */
function post(auth: StaffAuth, path: string, body: unknown, cookie?: string) {
  clients += 1;
  return authPost(auth, path, body, {
    [STAFF_CLIENT_ADDRESS_HEADER]: `10.8.${clients >> 8}.${clients & 255}`,
    ...(cookie ? { cookie } : {}),
  });
}

/** The cookies a response sets, as a Cookie header (expired ones left out). */
function cookiesFrom(setCookie: string | null): string {
  return [...(setCookie ?? "").matchAll(/(?:^|,\s*)((?:__Secure-)?nirmal-staff\.[\w.]+)=([^;]*)/g)]
    .filter(([, , value]) => value !== "")
    .map(([, name, value]) => `${name}=${value}`)
    .join("; ");
}

/** The code an authenticator app shows for the enrolment's key. */
const appCode = (enrolment: Enrolment, offset = 0) => appCodeFor(enrolment.secret, offset);

describe.each(databaseBackends)("two-factor enrolment on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let auth: StaffAuth;
  const email = "two.factor@example.com";

  const deps = (cookie: string, address = "198.51.100.4"): AccountDeps => ({
    auth,
    db: handle.db,
    lockSecret: SECRET,
    headers: new Headers({ cookie }),
    address,
  });

  async function signIn(): Promise<{ cookie: string; twoFactor: boolean }> {
    const response = await post(auth, "/sign-in/email", { email, password: PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { twoFactorRedirect?: boolean };
    return {
      cookie: cookiesFrom(response.headers.get("set-cookie")),
      twoFactor: body.twoFactorRedirect === true,
    };
  }

  beforeAll(async () => {
    ({ handle, cleanup } = await open());
    auth = createStaffAuth({ db: handle.db, secret: SECRET, baseURL: BASE });
    await addStaffAccount(auth, { email, password: PASSWORD });
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it("turns on only after a right first code, then asks for a code at sign-in", async () => {
    const first = await signIn();
    expect(first.twoFactor).toBe(false);
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email));

    expect(await startTwoFactor(deps(first.cookie), email, "not my password at all")).toBe(
      "wrong-password",
    );
    expect(await handle.db.select().from(staffTwoFactors)).toEqual([]);

    const enrolment = await startTwoFactor(deps(first.cookie), email, PASSWORD);
    if (typeof enrolment === "string") throw new Error(enrolment);
    const uri = new URL(enrolment.totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    // Stored encrypted, and not yet in force: a sign-in still needs the password only.
    const [stored] = await handle.db.select().from(staffTwoFactors);
    expect(stored?.verified).toBe(false);
    expect(stored?.secret).not.toContain(enrolment.secret.replace(/\s/g, ""));
    expect((await signIn()).twoFactor).toBe(false);

    expect(
      await confirmTwoFactor(deps(first.cookie), user!.id, wrongCode(appCode(enrolment))),
    ).toBe("invalid");
    const confirmed = await confirmTwoFactor(deps(first.cookie), user!.id, appCode(enrolment));
    if (confirmed === "invalid") throw new Error("the app's code was refused");
    expect(confirmed.backupCodes).toHaveLength(10);
    for (const code of confirmed.backupCodes)
      expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // The session is replaced: the old cookie is dead, the new one knows two-factor is on.
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: first.cookie }) }),
    ).toBeNull();
    const renewed = await auth.api.getSession({
      headers: new Headers({ cookie: cookiesFrom(confirmed.setCookie) }),
    });
    expect(renewed?.user.twoFactorEnabled).toBe(true);
    expect(await startTwoFactor(deps(cookiesFrom(confirmed.setCookie)), email, PASSWORD)).toBe(
      "already-on",
    );

    const pending = await signIn();
    expect(pending.twoFactor).toBe(true);
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: pending.cookie }) }),
    ).toBeNull();
    const refused = await post(
      auth,
      "/two-factor/verify-totp",
      { code: wrongCode(appCode(enrolment)) },
      pending.cookie,
    );
    expect(refused.status).toBe(401);
    const admitted = await post(
      auth,
      "/two-factor/verify-totp",
      { code: appCode(enrolment) },
      pending.cookie,
    );
    expect(admitted.status).toBe(200);
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookiesFrom(admitted.headers.get("set-cookie")) }),
    });
    expect(session?.user.email).toBe(email);

    // A backup code signs in once.
    const [backup] = confirmed.backupCodes;
    const withBackup = await signIn();
    expect(
      (await post(auth, "/two-factor/verify-backup-code", { code: backup }, withBackup.cookie))
        .status,
    ).toBe(200);
    const again = await signIn();
    expect(
      (await post(auth, "/two-factor/verify-backup-code", { code: backup }, again.cookie)).status,
    ).toBe(401);
  });

  it("turns off only with the password and a code; wrong ones lock the account", async () => {
    const pending = await signIn();
    const [user] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const member = { id: user!.id, email };
    // Sign in with a backup code this time: codes from the first test may already be spent.
    const backup = await auth.api.viewBackupCodes({ body: { userId: member.id } });
    const admitted = await post(
      auth,
      "/two-factor/verify-backup-code",
      { code: backup.backupCodes[0] },
      pending.cookie,
    );
    expect(admitted.status).toBe(200);
    let cookie = cookiesFrom(admitted.headers.get("set-cookie"));

    const spare = backup.backupCodes[1]!;
    expect(await disableTwoFactor(deps(cookie), member, "not my password at all", spare)).toBe(
      "wrong-password",
    );
    expect(await disableTwoFactor(deps(cookie), member, PASSWORD, "aaaaa-bbbbb")).toBe(
      "wrong-code",
    );
    // From another address, five wrong codes lock it there; a right password in between (its
    // count cleared, as signing in there would) does not start the codes' count again.
    const elsewhere = "198.51.100.9";
    const refusals: string[] = [];
    for (let i = 0; i < 5; i++) {
      if (i === 4) await signInLock(handle.db, SECRET, email, elsewhere).clear();
      const outcome = await disableTwoFactor(
        deps(cookie, elsewhere),
        member,
        PASSWORD,
        "aaaaa-bbbbb",
      );
      refusals.push(typeof outcome === "string" ? outcome : "off");
    }
    expect(refusals).toEqual([
      "wrong-code",
      "wrong-code",
      "wrong-code",
      "wrong-code",
      "codes-locked",
    ]);
    expect(await disableTwoFactor(deps(cookie, elsewhere), member, PASSWORD, spare)).toBe(
      "codes-locked",
    );
    expect((await handle.db.select().from(staffTwoFactors)).length).toBe(1);
    // No refusal used the backup code up; from the first address it still turns two-factor off.
    const off = await disableTwoFactor(deps(cookie), member, PASSWORD, spare);
    if (typeof off === "string") throw new Error(off);
    cookie = cookiesFrom(off.setCookie);
    expect(await handle.db.select().from(staffTwoFactors)).toEqual([]);
    expect(
      (await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.twoFactorEnabled,
    ).toBe(false);
    expect((await signIn()).twoFactor).toBe(false);

    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const outcome = await startTwoFactor(deps(cookie), email, `wrong password ${i}`);
      outcomes.push(typeof outcome === "string" ? outcome : "started");
    }
    expect(outcomes).toEqual([
      "wrong-password",
      "wrong-password",
      "wrong-password",
      "wrong-password",
      "locked",
    ]);
    expect((await signInLock(handle.db, SECRET, email, "198.51.100.4").attempt()).allowed).toBe(
      false,
    );
    // Locked: even the right password is refused, here as at the sign-in page.
    expect(await startTwoFactor(deps(cookie), email, PASSWORD)).toBe("locked");
  });
});
