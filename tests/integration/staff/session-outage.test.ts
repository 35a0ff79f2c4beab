// A session that cannot be read is no sign-out: with the database gone, the workspace says it is
// unavailable (the sign-in page, the CSV download) instead of treating a signed-in member as a
// stranger. On both databases: the store is closed under a valid session.
import { describe, expect, it } from "vitest";
import { addStaffAccount } from "@/lib/staff/auth/accounts";
import { createStaffAuth } from "@/lib/staff/auth/better-auth";
import { sessionOf } from "@/lib/staff/auth/session";
import { databaseBackends } from "../leads/services";
import { authPost, BASE, PASSWORD, sessionCookie } from "./support";

describe.each(databaseBackends)("a session on $name", ({ open }) => {
  it("is the member while the database answers, and unavailable once it does not", async () => {
    const { handle, cleanup } = await open();
    try {
      const auth = createStaffAuth({ db: handle.db, secret: "o".repeat(40), baseURL: BASE });
      await addStaffAccount(auth, { email: "outage@example.com", password: PASSWORD });
      const response = await authPost(auth, "/sign-in/email", {
        email: "outage@example.com",
        password: PASSWORD,
      });
      const cookie = sessionCookie(response);
      const signedIn = new Headers({ cookie });

      expect(await sessionOf(auth, signedIn)).toMatchObject({ email: "outage@example.com" });
      expect(await sessionOf(auth, new Headers({ cookie: `${cookie}x` }))).toBeNull();
      expect(await sessionOf(auth, new Headers())).toBeNull();

      await handle.close();
      expect(await sessionOf(auth, signedIn)).toBe("unavailable");
    } finally {
      await cleanup();
    }
  });
});
