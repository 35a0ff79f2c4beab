// Client organisations and people on both databases: invitations mailed through the outbox work
// once and for 72 hours; accepting one creates an account that signs in to a client session,
// which the staff auth does not know (nor the client auth a staff one); suspension ends
// sessions; everything a person does to people is confined to their own organisation; removing
// a person erases their personal data from the log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db";
import {
  clientAccounts,
  clientInvitations,
  clientSessions,
  clientUsers,
  portalEvents,
  portalMail,
} from "@/lib/db/schema";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_AUTH_BASE_PATH,
  createClientAuth,
  type ClientAuth,
} from "@/lib/portal/auth/better-auth";
import { clientSessionOf } from "@/lib/portal/auth/session";
import {
  acceptInvitation,
  acceptSchema,
  findInvitation,
  invitePerson,
} from "@/lib/portal/invitations";
import { deliverPortalMail } from "@/lib/portal/mail";
import { sweepExpired } from "@/lib/jobs/sweeper";
import { portalSweeps, SPENT_DAYS } from "@/lib/portal/retention";
import {
  createOrganisation,
  getPeople,
  removePerson,
  setOrganisationSuspended,
  setPersonSuspended,
} from "@/lib/portal/organisations";
import { addStaffAccount } from "@/lib/staff/auth/accounts";
import {
  createStaffAuth,
  STAFF_CLIENT_ADDRESS_HEADER,
  type StaffAuth,
} from "@/lib/staff/auth/better-auth";
import { databaseBackends, startSmtpServer } from "../leads/services";
import { authPost, BASE, PASSWORD, sessionCookie } from "../staff/support";

const STAFF = { kind: "staff", id: "staff-1", email: "manager@example.com" } as const;

function clientPost(auth: ClientAuth, path: string, body: unknown, address: string) {
  return auth.handler(
    new Request(`${BASE}${CLIENT_AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: BASE,
        [CLIENT_ADDRESS_HEADER]: address,
      },
      body: JSON.stringify(body),
    }),
  );
}

function clientCookie(response: Response): string {
  const match = /(nirmal-portal\.session_token=[^;]+)/.exec(
    response.headers.get("set-cookie") ?? "",
  );
  if (!match) throw new Error("no client session cookie");
  return match[1]!;
}

/** The invitation link's token, from the message the SMTP server received. */
function tokenFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /token=([A-Za-z0-9_-]{43})/.exec(unfolded);
  if (!match) throw new Error("no invitation link in the message");
  return match[1]!;
}

describe.each(databaseBackends)("client accounts on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let auth: ClientAuth;
  let staffAuth: StaffAuth;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let acme: string;
  let other: string;

  beforeAll(async () => {
    ({ handle, cleanup } = await open());
    auth = createClientAuth({ db: handle.db, secret: "c".repeat(64), baseURL: BASE });
    staffAuth = createStaffAuth({ db: handle.db, secret: "s".repeat(40), baseURL: BASE });
    smtp = await startSmtpServer();
    acme = await createOrganisation(handle.db, { name: "Acme Foods" }, STAFF);
    other = await createOrganisation(handle.db, { name: "Other Brands" }, STAFF);
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
    await cleanup?.();
  });

  async function invite(organisationId: string, email: string, role: "admin" | "member") {
    const result = await invitePerson(
      handle.db,
      organisationId,
      { email, name: email.split("@")[0]!, role },
      STAFF,
      BASE,
    );
    expect(result.status).toBe("invited");
    const before = smtp.messages.length;
    await deliverPortalMail(handle.db, { smtpUrl: smtp.url, from: "portal@example.com" });
    expect(smtp.messages.length).toBe(before + 1);
    return tokenFrom(smtp.messages.at(-1)!.raw);
  }

  it("mails a single-use link through the outbox, keeping only its hash, and empties the sent body", async () => {
    const token = await invite(acme, "asha@acme.example", "admin");
    expect(smtp.messages.at(-1)!.to).toEqual(["asha@acme.example"]);
    const stored = await handle.db.select().from(portalMail);
    expect(stored.every((row) => row.status === "sent" && row.body === "")).toBe(true);
    expect(await findInvitation(handle.db, token)).toMatchObject({
      email: "asha@acme.example",
      organisationName: "Acme Foods",
    });

    // The staff password rules: 12 to 128 characters.
    expect(acceptSchema.safeParse({ token, password: "too short" }).success).toBe(false);
    expect((await acceptInvitation(auth, handle.db, { token, password: PASSWORD })).status).toBe(
      "joined",
    );
    expect((await acceptInvitation(auth, handle.db, { token, password: PASSWORD })).status).toBe(
      "invalid",
    );
    const [account] = await handle.db.select().from(clientAccounts);
    expect(account?.password).not.toContain(PASSWORD);
  });

  it("refuses an invitation after 72 hours, and an address that already has an account", async () => {
    const token = await invite(acme, "late@acme.example", "member");
    const later = new Date(Date.now() + 72 * 3600_000 + 1000);
    expect(await findInvitation(handle.db, token, later)).toBeNull();
    expect(
      (await acceptInvitation(auth, handle.db, { token, password: PASSWORD }, later)).status,
    ).toBe("invalid");
    expect(
      (
        await invitePerson(
          handle.db,
          other,
          { email: "asha@acme.example", name: "Asha", role: "member" },
          STAFF,
          BASE,
        )
      ).status,
    ).toBe("exists");
  });

  it("gives an address one organisation only, even when two invited it before either was accepted", async () => {
    const first = await invite(acme, "twice@example.com", "member");
    const second = await invite(other, "twice@example.com", "member");
    expect(
      (await acceptInvitation(auth, handle.db, { token: first, password: PASSWORD })).status,
    ).toBe("joined");
    expect(
      (await acceptInvitation(auth, handle.db, { token: second, password: PASSWORD })).status,
    ).toBe("invalid");
    const [person] = await handle.db
      .select()
      .from(clientUsers)
      .where(eq(clientUsers.email, "twice@example.com"));
    expect(person?.organisationId).toBe(acme);
  });

  it("signs in to a client session that the staff auth refuses, and the other way round", async () => {
    const token = await invite(acme, "ravi@acme.example", "member");
    expect((await acceptInvitation(auth, handle.db, { token, password: PASSWORD })).status).toBe(
      "joined",
    );
    const signIn = await clientPost(
      auth,
      "/sign-in/email",
      { email: "ravi@acme.example", password: PASSWORD },
      "10.7.0.1",
    );
    expect(signIn.status).toBe(200);
    const cookie = clientCookie(signIn);
    const person = await clientSessionOf(auth, handle.db, new Headers({ cookie }));
    expect(person).toMatchObject({
      email: "ravi@acme.example",
      organisationId: acme,
      role: "member",
    });
    expect(await staffAuth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    // The same value under the staff cookie's name: signed with another key, refused.
    const renamed = cookie.replace("nirmal-portal.", "nirmal-staff.");
    expect(
      await staffAuth.api.getSession({ headers: new Headers({ cookie: renamed }) }),
    ).toBeNull();

    await addStaffAccount(staffAuth, { email: "staff@example.com", password: PASSWORD });
    const staffSignIn = await authPost(
      staffAuth,
      "/sign-in/email",
      { email: "staff@example.com", password: PASSWORD },
      { [STAFF_CLIENT_ADDRESS_HEADER]: "10.7.0.2" },
    );
    const staffCookie = sessionCookie(staffSignIn);
    expect(await clientSessionOf(auth, handle.db, new Headers({ cookie: staffCookie }))).toBeNull();
    expect(
      await clientSessionOf(
        auth,
        handle.db,
        new Headers({ cookie: staffCookie.replace("nirmal-staff.", "nirmal-portal.") }),
      ),
    ).toBeNull();
    // A staff member's address and password are no client account.
    expect(
      (
        await clientPost(
          auth,
          "/sign-in/email",
          { email: "staff@example.com", password: PASSWORD },
          "10.7.0.3",
        )
      ).ok,
    ).toBe(false);
    // Nobody signs up.
    expect(
      (
        await clientPost(
          auth,
          "/sign-up/email",
          { email: "new@example.com", password: PASSWORD, name: "New" },
          "10.7.0.4",
        )
      ).ok,
    ).toBe(false);
  });

  it("ends every session of a suspended person or organisation", async () => {
    const [ravi] = await handle.db
      .select()
      .from(clientUsers)
      .where(eq(clientUsers.email, "ravi@acme.example"));
    const signIn = await clientPost(
      auth,
      "/sign-in/email",
      { email: "ravi@acme.example", password: PASSWORD },
      "10.7.0.5",
    );
    const cookie = clientCookie(signIn);
    expect(await setPersonSuspended(handle.db, acme, ravi!.id, true, STAFF)).toBe(true);
    expect(await clientSessionOf(auth, handle.db, new Headers({ cookie }))).toBeNull();
    expect(
      await handle.db.select().from(clientSessions).where(eq(clientSessions.userId, ravi!.id)),
    ).toEqual([]);
    await setPersonSuspended(handle.db, acme, ravi!.id, false, STAFF);

    const again = clientCookie(
      await clientPost(
        auth,
        "/sign-in/email",
        { email: "ravi@acme.example", password: PASSWORD },
        "10.7.0.6",
      ),
    );
    expect(await clientSessionOf(auth, handle.db, new Headers({ cookie: again }))).not.toBeNull();
    await setOrganisationSuspended(handle.db, acme, true, STAFF);
    expect(await clientSessionOf(auth, handle.db, new Headers({ cookie: again }))).toBeNull();
    await setOrganisationSuspended(handle.db, acme, false, STAFF);
  });

  it("resets a forgotten password by a mailed link that works once and ends every session", async () => {
    const token = await invite(acme, "meena@acme.example", "member");
    await acceptInvitation(auth, handle.db, { token, password: PASSWORD });
    const cookie = clientCookie(
      await clientPost(
        auth,
        "/sign-in/email",
        { email: "meena@acme.example", password: PASSWORD },
        "10.7.0.8",
      ),
    );
    await auth.api.requestPasswordReset({ body: { email: "meena@acme.example" } });
    await auth.api.requestPasswordReset({ body: { email: "nobody@acme.example" } });
    const before = smtp.messages.length;
    await deliverPortalMail(handle.db, { smtpUrl: smtp.url, from: "portal@example.com" });
    expect(smtp.messages.length).toBe(before + 1);
    const raw = smtp.messages
      .at(-1)!
      .raw.replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const resetToken = /\/login\/reset\?token=([A-Za-z0-9]+)/.exec(raw)?.[1];
    expect(resetToken).toBeTruthy();
    const fresh = "a brand new passphrase";
    await auth.api.resetPassword({ body: { newPassword: fresh, token: resetToken! } });
    await expect(
      auth.api.resetPassword({ body: { newPassword: PASSWORD, token: resetToken! } }),
    ).rejects.toThrow();
    expect(await clientSessionOf(auth, handle.db, new Headers({ cookie }))).toBeNull();
    const signIn = await clientPost(
      auth,
      "/sign-in/email",
      { email: "meena@acme.example", password: fresh },
      "10.7.0.9",
    );
    expect(signIn.status).toBe(200);
  });

  it("never reaches another organisation's people, and erases a removed person from the log", async () => {
    const [ravi] = await handle.db
      .select()
      .from(clientUsers)
      .where(eq(clientUsers.email, "ravi@acme.example"));
    const outsider = { kind: "client", id: "x", email: "admin@other.example" } as const;
    expect(await setPersonSuspended(handle.db, other, ravi!.id, true, outsider)).toBe(false);
    expect(await removePerson(handle.db, other, ravi!.id, outsider)).toBe(false);
    expect((await getPeople(handle.db, acme)).map((p) => p.email)).toContain("ravi@acme.example");
    expect(await getPeople(handle.db, other)).toEqual([]);

    expect(await removePerson(handle.db, acme, ravi!.id, STAFF)).toBe(true);
    const events = await handle.db.select().from(portalEvents);
    expect(JSON.stringify(events)).not.toContain("ravi@acme.example");
    expect(
      events.some((event) => event.action === "person.joined" && event.actorId === ravi!.id),
    ).toBe(true);
  });

  it("forgets spent invitations, sent mail and old activity in the sweep", async () => {
    const token = await invite(other, "sweep@other.example", "member");
    await acceptInvitation(auth, handle.db, { token, password: PASSWORD });
    await invite(other, "never@other.example", "member");
    // Past the 72 hours of the newest invitation, and SPENT_DAYS beyond.
    const later = new Date(Date.now() + (SPENT_DAYS + 4) * 86_400_000);
    // An audit retention of zero months: every activity row is past it.
    const swept = await sweepExpired(handle.db, portalSweeps(0), later);
    expect(swept.clientInvitations).toBeGreaterThan(0);
    expect(swept.portalMail).toBeGreaterThan(0);
    expect(swept.portalEvents).toBeGreaterThan(0);
    expect(await handle.db.select().from(clientInvitations)).toEqual([]);
    expect(await handle.db.select().from(portalMail)).toEqual([]);
    // People stay: they are removed by their administrator or by staff, not by age.
    expect((await getPeople(handle.db, other)).map((p) => p.email)).toContain(
      "sweep@other.example",
    );
  });
});
